import { dialectOf } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { pictureUrl, replaceStoredPicture } from '../storage/picture-upload.ts'
import type { Storage } from '../storage/storage.ts'
import { lockedPictureKey, setUserImage, upsertProfile } from './profile-queries.ts'

/**
 * Makes `files` (already re-encoded, keyed by size) the reader's picture, or removes it when null, in the order
 * replaceStoredPicture keeps. The user's `image` follows along in the small size, since the session shows it
 * only as the menu's avatar.
 */
export function replacePicture(db: Database, storage: Storage, userId: string, files: Record<number, Buffer> | null) {
	return replaceStoredPicture(db, storage, files, async (trx, newKey) => {
		const previous = await lockedPictureKey(trx, userId, dialectOf(db) === 'postgres')
		await upsertProfile(trx, userId, { pictureKey: newKey })
		await setUserImage(trx, userId, newKey ? pictureUrl(newKey, 128) : null)
		return previous
	})
}
