import { randomUUID } from 'node:crypto'
import { dialectOf } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { log } from '../ops/log.ts'
import type { Storage } from '../storage/storage.ts'
import { PICTURE_SIZES } from './picture-image.ts'
import { lockedPictureKey, setUserImage, upsertProfile } from './profile-queries.ts'

/** The storage keys of a picture's sizes. */
export const pictureFiles = (pictureKey: string) => PICTURE_SIZES.map((size) => `${pictureKey}-${size}.webp`)
export const pictureUrl = (pictureKey: string, size: (typeof PICTURE_SIZES)[number]) =>
	`/api/uploads/${pictureKey}-${size}.webp`

/**
 * Makes `files` (already re-encoded, keyed by size) the reader's picture, or removes it when null. New files
 * are stored before the row points at them and old ones deleted after it stops, so the profile never names a
 * missing file; if the database write fails, the new files go again. The user's `image` follows along in the
 * small size, since the session shows it only as the menu's avatar.
 */
export async function replacePicture(
	db: Database,
	storage: Storage,
	userId: string,
	files: Record<number, Buffer> | null,
) {
	const newKey = files ? `pictures/${randomUUID()}` : null
	if (newKey && files) {
		for (const size of PICTURE_SIZES) await storage.put(`${newKey}-${size}.webp`, files[size]!)
	}
	let oldKey: string | null
	try {
		oldKey = await db.transaction().execute(async (trx) => {
			const previous = await lockedPictureKey(trx, userId, dialectOf(db) === 'postgres')
			await upsertProfile(trx, userId, { pictureKey: newKey })
			await setUserImage(trx, userId, newKey ? pictureUrl(newKey, 128) : null)
			return previous
		})
	} catch (error) {
		if (newKey) await deleteFiles(storage, pictureFiles(newKey))
		throw error
	}
	if (oldKey) await deleteFiles(storage, pictureFiles(oldKey))
}

/** Deletes what it can; a file left behind is logged, never a failed request for something already done. */
export async function deleteFiles(storage: Storage, keys: string[]) {
	for (const key of keys) {
		await storage.delete(key).catch((error: unknown) => log.error({ err: error }, `storage: could not delete ${key}`))
	}
}
