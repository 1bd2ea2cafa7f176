import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { replaceStoredPicture } from '../storage/picture-upload.ts'
import type { Storage } from '../storage/storage.ts'
import { findClub, touchClub } from './club-queries.ts'

/** Where a club's picture is uploaded: app.ts gives it the picture's body limit instead of the JSON one. */
export const CLUB_PICTURE_PATH = /^\/api\/clubs\/[^/]+\/picture$/

/**
 * Makes `files` (re-encoded by reencodePicture, keyed by size) the club's picture, or removes it when null, in
 * the order replaceStoredPicture keeps, as a reader's picture is.
 */
export function replaceClubPicture(
	db: Database,
	storage: Storage,
	clubId: string,
	files: Record<number, Buffer> | null,
) {
	return replaceStoredPicture(db, storage, files, async (trx, newKey) => {
		// touchClub locks the row first, so two uploads at once each see the key the other replaced.
		const at = new Date().toISOString()
		if (!(await touchClub(trx, clubId, at))) throw notFound('Club')
		const previous = (await findClub(trx, clubId))?.pictureKey ?? null
		await touchClub(trx, clubId, at, { pictureKey: newKey })
		return previous
	})
}
