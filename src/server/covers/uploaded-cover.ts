import { randomUUID } from 'node:crypto'
import { ProfileMessages } from '../../shared/schemas/profile.ts'
import { ApiError } from '../http/errors.ts'
import { sniffPictureFormat } from '../storage/picture-image.ts'
import type { Storage } from '../storage/storage.ts'
import { normaliseCover } from './cover-image.ts'

/**
 * A reader's cover is named in book.coverSourceUrl as `upload:` and its storage key, where a fetched cover names
 * its URL: the key is the whole source, so a reverted edit that names an earlier upload shows it again. Uploaded
 * files are therefore kept while any edit in the book's history may name them.
 */
const UPLOADED = 'upload:'

/** The storage key of an uploaded cover named by this source, or undefined for a fetched cover's URL. */
export const uploadedCoverKey = (source: string) =>
	source.startsWith(UPLOADED) ? source.slice(UPLOADED.length) : undefined

const refuse = (status: 400 | 415, message: string) =>
	new ApiError(status, 'invalid_picture', message, { picture: message })

/**
 * Checks an uploaded cover, draws it anew as a WebP original (sharp, on libuv's threads, like fetched covers:
 * upright, at most 800 px tall, without metadata) and stores it; answers the source to put in the book.
 */
export async function storeUploadedCover(storage: Storage, bookId: string, bytes: Buffer): Promise<string> {
	if (!sniffPictureFormat(bytes)) throw refuse(415, ProfileMessages.pictureType)
	const cover = await normaliseCover(bytes)
	if (!cover.ok)
		throw refuse(
			400,
			cover.failure === 'not_a_cover'
				? 'A cover must be taller than wide, like a book'
				: ProfileMessages.pictureDamaged,
		)
	const key = `covers/${bookId}/upload-${randomUUID()}`
	await storage.put(`${key}-original.webp`, cover.webp)
	return `${UPLOADED}${key}`
}
