import { randomUUID } from 'node:crypto'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { PICTURE_SIZES } from '../profiles/picture-image.ts'
import { deleteFiles, pictureFiles } from '../profiles/replace-picture.ts'
import type { Storage } from '../storage/storage.ts'
import { findClub, touchClub } from './club-queries.ts'

/** Where a club's picture is uploaded: app.ts gives it the picture's body limit instead of the JSON one. */
export const CLUB_PICTURE_PATH = /^\/api\/clubs\/[^/]+\/picture$/

/**
 * Makes `files` (re-encoded by reencodePicture, keyed by size) the club's picture, or removes it when null, in
 * the order replacePicture keeps for profiles: new files stored before the row names them, old ones deleted
 * after it stops, the new ones deleted again if the write fails.
 */
export async function replaceClubPicture(
	db: Database,
	storage: Storage,
	clubId: string,
	files: Record<number, Buffer> | null,
) {
	const newKey = files ? `pictures/${randomUUID()}` : null
	if (newKey && files) {
		for (const size of PICTURE_SIZES) await storage.put(`${newKey}-${size}.webp`, files[size]!)
	}
	let oldKey: string | null
	try {
		oldKey = await db.transaction().execute(async (trx) => {
			// touchClub locks the row first, so two uploads at once each see the key the other replaced.
			const at = new Date().toISOString()
			if (!(await touchClub(trx, clubId, at))) throw notFound('Club')
			const previous = (await findClub(trx, clubId))?.pictureKey ?? null
			await touchClub(trx, clubId, at, { pictureKey: newKey })
			return previous
		})
	} catch (error) {
		if (newKey) await deleteFiles(storage, pictureFiles(newKey))
		throw error
	}
	if (oldKey) await deleteFiles(storage, pictureFiles(oldKey))
}
