import { randomUUID } from 'node:crypto'
import { bodyLimit } from 'hono/body-limit'
import { PICTURE_MAX_BYTES, ProfileMessages } from '../../shared/schemas/profile.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { readUploadForm } from '../http/multipart-form.ts'
import { log } from '../ops/log.ts'
import { PICTURE_SIZES } from './picture-image.ts'
import type { Storage } from './storage.ts'

/** A picture route's own body limit (readers' and clubs'): the file plus room for the multipart envelope. */
export const pictureBodyLimit = bodyLimit({
	maxSize: PICTURE_MAX_BYTES + 64 * 1024,
	onError: () => {
		throw pictureTooLarge()
	},
})
const pictureTooLarge = () =>
	new ApiError(413, 'too_large', ProfileMessages.pictureTooLarge, { picture: ProfileMessages.pictureTooLarge })

/**
 * The one file in the form field `picture` (profile and club pictures). The file name is never used, but one with
 * a path is refused.
 */
export async function uploadedPicture(request: Request): Promise<Buffer> {
	const form = await readUploadForm(request)
	const file = form?.get('picture')
	const missing = new ApiError(400, 'invalid_picture', ProfileMessages.pictureMissing, {
		picture: ProfileMessages.pictureMissing,
	})
	if (!file || typeof file === 'string' || file.size === 0) throw missing
	if (/[/\\]|^\.\.?$|[\u0000-\u001f]/.test(file.name)) {
		throw new ApiError(400, 'invalid_picture', ProfileMessages.pictureFileName, {
			picture: ProfileMessages.pictureFileName,
		})
	}
	if (file.size > PICTURE_MAX_BYTES) throw pictureTooLarge()
	return Buffer.from(await file.arrayBuffer())
}

/** The storage keys of a picture's sizes. */
export const pictureFiles = (pictureKey: string) => PICTURE_SIZES.map((size) => `${pictureKey}-${size}.webp`)
export const pictureUrl = (pictureKey: string, size: (typeof PICTURE_SIZES)[number]) =>
	`/api/uploads/${pictureKey}-${size}.webp`

/**
 * Makes `files` (re-encoded by reencodePicture, keyed by size) the owner's picture, or removes it when null.
 * New files are stored before the row points at them and old ones deleted after it stops, so the row never
 * names a missing file; if the database write fails, the new files go again. `swap` writes the new key (or
 * null) in the transaction and returns the key it replaced, having locked the row first so that two uploads
 * at once each see the key the other replaced.
 */
export async function replaceStoredPicture(
	db: Database,
	storage: Storage,
	files: Record<number, Buffer> | null,
	swap: (trx: Database, newKey: string | null) => Promise<string | null>,
) {
	const newKey = files ? `pictures/${randomUUID()}` : null
	if (newKey && files) {
		for (const size of PICTURE_SIZES) await storage.put(`${newKey}-${size}.webp`, files[size]!)
	}
	let oldKey: string | null
	try {
		oldKey = await db.transaction().execute((trx) => swap(trx, newKey))
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
