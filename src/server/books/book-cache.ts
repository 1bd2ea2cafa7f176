import type { BookDetail, BookSummary } from '../../shared/schemas/books.ts'
import type { MaybePromise } from '../page-cache/maybe-promise.ts'

/**
 * Books as pages show them, kept by each server for a minute (docs/decisions/0008-catalogue-cache.md). Every
 * diary, review list and book page shows catalogue data, and reading it (a book row and its authors, for up
 * to 30 books) was about half of those pages' queries; the catalogue changes rarely and only by filling in
 * what a book lacked. upsertBook forgets a book it changed, so on one server a change shows at once; other
 * servers of a PostgreSQL deployment, and a catalogue import run beside the server, show it within CATALOGUE_CACHE_MS.
 */
const CATALOGUE_CACHE_MS = 60_000
const MAX_BOOKS = 20_000

type Held<T> = { value: T; until: number }

function createCache<T>() {
	const entries = new Map<string, Held<T>>()
	return {
		get(id: string, now: number): T | undefined {
			const hit = entries.get(id)
			if (!hit) return undefined
			if (hit.until > now) return hit.value
			entries.delete(id)
			return undefined
		},
		set(id: string, value: T, now: number) {
			// A Map keeps insertion order, so the first key is the oldest: bounded without an LRU (as the session cache).
			if (entries.size >= MAX_BOOKS) entries.delete(entries.keys().next().value as string)
			entries.set(id, { value, until: now + CATALOGUE_CACHE_MS })
		},
		delete: (id: string) => entries.delete(id),
	}
}

const summaries = createCache<BookSummary>()
const details = createCache<BookDetail>()

/**
 * Summaries of these books in the order given, at hand when all are held; those not held loaded by `load`
 * (which leaves out ids without a book).
 */
export function cachedSummaries(
	ids: string[],
	load: (missing: string[]) => Promise<BookSummary[]>,
): MaybePromise<BookSummary[]> {
	const now = Date.now()
	const missing = [...new Set(ids.filter((id) => summaries.get(id, now) === undefined))]
	if (missing.length === 0) return heldSummaries(ids, now)
	return load(missing).then((books) => {
		for (const book of books) summaries.set(book.id, book, now)
		return heldSummaries(ids, now)
	})
}

const heldSummaries = (ids: string[], now: number) =>
	ids.flatMap((id) => {
		const book = summaries.get(id, now)
		return book ? [book] : []
	})

/** The book's detail, loaded by `load` when not held; a book that does not exist is not remembered. */
export async function cachedDetail(
	id: string,
	load: () => Promise<BookDetail | undefined>,
): Promise<BookDetail | undefined> {
	const now = Date.now()
	const held = details.get(id, now)
	if (held) return held
	const book = await load()
	if (book) details.set(id, book, now)
	return book
}

/** Forgets a book whose catalogue data changed. */
export function forgetBook(id: string) {
	summaries.delete(id)
	details.delete(id)
}
