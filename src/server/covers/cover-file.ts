import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import type { Storage } from '../storage/storage.ts'
import { resizeCover } from './cover-image.ts'
import { findCover, forgetCover } from './cover-queries.ts'
import { isAllowedCoverUrl } from './fetch-cover.ts'
import { GENERATED_COVER_VERSION, renderGeneratedCover, type CoverText } from './generated-cover.ts'
import { inFlight } from './in-flight.ts'
import { fetchAndKeep, hashOf, recordFetch, type PreviousFetch } from './keep-fetched-cover.ts'
import { uploadedCoverKey } from './uploaded-cover.ts'

export type CoverBook = CoverText & { coverSourceUrl: string | null }
export type CoverFile = { key: string; bytes: Buffer }
type Deps = { db: Database; storage: Storage; covers: Config['covers'] }

/**
 * Covers from storage, fetched or drawn on first use. Each book's source is fetched at most once at a time
 * in this process, and each size drawn at most once at a time (see in-flight.ts for several servers).
 */
export function coverFiles({ db, storage, covers }: Deps) {
	const once = inFlight()

	/** The book's cover at this pixel height: the source's when it can be had, otherwise a generated one. */
	async function coverFile(book: CoverBook, height: number): Promise<CoverFile> {
		return (await fetchedCover(book, height)) ?? (await generatedCover(book, height))
	}

	async function fetchedCover(book: CoverBook, height: number) {
		const key = await storedKey(book)
		if (!key) return undefined
		const file = await sized(key, height)
		if (file) return file
		// The row names an original that storage no longer holds (a wiped bucket or folder): fetch it again.
		await forgetCover(db, book.bookId)
		const again = await storedKey(book)
		return again ? sized(again, height) : undefined
	}

	/** The storage key of the fetched cover, fetching it when it was never tried or its retry time has come. */
	async function storedKey(book: CoverBook) {
		const source = book.coverSourceUrl
		if (!source) return undefined
		const uploaded = uploadedCoverKey(source)
		if (uploaded) return uploaded
		if (!isAllowedCoverUrl(source, covers.origins)) return undefined
		const row = await findCover(db, book.bookId)
		if (row?.sourceUrl === source) {
			if (row.storageKey) return row.storageKey
			if (row.retryAt && row.retryAt > new Date().toISOString()) return undefined
		}
		return once(`fetch ${book.bookId} ${source}`, () => fetchAndStore(book.bookId, source, row))
	}

	/** Fetches the source and keeps its pixels, or remembers the failure until its retry time (cover-retry.ts). */
	async function fetchAndStore(bookId: string, source: string, previous: PreviousFetch) {
		const outcome = await fetchAndKeep({ storage, covers }, bookId, source)
		await recordFetch({ db, storage }, { bookId, sourceUrl: source, outcome, previous })
		return outcome.ok ? outcome.key : undefined
	}

	async function sized(key: string, height: number): Promise<CoverFile | undefined> {
		const sizeKey = `${key}-${height}.webp`
		const stored = await storage.get(sizeKey)
		if (stored) return { key: sizeKey, bytes: stored }
		return once(sizeKey, async () => {
			const original = await storage.get(`${key}-original.webp`)
			if (!original) return undefined
			const bytes = await resizeCover(original, height)
			await storage.put(sizeKey, bytes)
			return { key: sizeKey, bytes }
		})
	}

	async function generatedCover(book: CoverBook, height: number): Promise<CoverFile> {
		// Keyed by what is drawn, so a corrected title or a new drawing version gets a new file.
		const key = `covers/${book.bookId}/generated-${hashOf(GENERATED_COVER_VERSION, book.title, ...book.authors)}-${height}.webp`
		const stored = await storage.get(key)
		if (stored) return { key, bytes: stored }
		return once(key, async () => {
			const bytes = await renderGeneratedCover(book, height)
			await storage.put(key, bytes)
			return { key, bytes }
		})
	}

	return coverFile
}
