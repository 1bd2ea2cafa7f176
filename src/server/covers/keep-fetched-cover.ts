import { createHash } from 'node:crypto'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { deleteFiles } from '../storage/picture-upload.ts'
import type { Storage } from '../storage/storage.ts'
import { COVER_PIXEL_HEIGHTS, normaliseCover } from './cover-image.ts'
import { coverRetryAt } from './cover-retry.ts'
import { saveCover } from './cover-queries.ts'
import { fetchCover } from './fetch-cover.ts'

export type FetchOutcome = { ok: true; key: string } | { ok: false; failure: string }
/** What bookCover held before this fetch: its stored files go when replaced, and its failures count on. */
export type PreviousFetch = { sourceUrl: string; storageKey: string | null; attempts: number } | undefined

export const hashOf = (...parts: (string | number)[]) =>
	createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16)
/** Every file stored under a fetched cover's key. */
const fetchedFiles = (key: string) => [`${key}-original.webp`, ...COVER_PIXEL_HEIGHTS.map((px) => `${key}-${px}.webp`)]

/** Fetches the source (within the limits of fetch-cover.ts) and stores its pixels as the book's original. */
export async function fetchAndKeep(
	{ storage, covers }: { storage: Storage; covers: Config['covers'] },
	bookId: string,
	source: string,
): Promise<FetchOutcome> {
	const fetched = await fetchCover(source, covers)
	const original = fetched.ok ? await normaliseCover(fetched.bytes) : fetched
	if (!original.ok) return original
	const key = `covers/${bookId}/${hashOf(source)}`
	await storage.put(`${key}-original.webp`, original.webp)
	return { ok: true, key }
}

/**
 * Records a fetch in bookCover: where its pixels are, or its failure and when to try again (later after each
 * failure in a row, cover-retry.ts). `book` writes more in the same transaction (the job names the source in
 * the book). The previous fetch's files go once nothing names them.
 */
export async function recordFetch(
	{ db, storage }: { db: Database; storage: Storage },
	{
		bookId,
		sourceUrl,
		outcome,
		previous,
	}: { bookId: string; sourceUrl: string; outcome: FetchOutcome; previous: PreviousFetch },
	book: (trx: Database) => Promise<unknown> = async () => undefined,
) {
	const now = new Date()
	const attempts = outcome.ok ? 0 : previous?.sourceUrl === sourceUrl ? previous.attempts + 1 : 1
	const key = outcome.ok ? outcome.key : null
	await db.transaction().execute(async (trx) => {
		await saveCover(trx, {
			bookId,
			sourceUrl,
			storageKey: key,
			failure: outcome.ok ? null : outcome.failure,
			retryAt: outcome.ok ? null : coverRetryAt(now, attempts),
			fetchedAt: now.toISOString(),
			attempts,
		})
		await book(trx)
	})
	if (previous?.storageKey && previous.storageKey !== key) await deleteFiles(storage, fetchedFiles(previous.storageKey))
}
