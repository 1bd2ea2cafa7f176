import type { BookSummary } from '../../shared/schemas/books.ts'
import type { DiaryQuery, ReviewsQuery } from '../../shared/schemas/entries.ts'
import type { z } from 'zod'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { entryViews } from '../entries/entry-views.ts'
import {
	diaryPageJson,
	type EntryJsonParts,
	type EntryTail,
	entryJson,
	entryJsonParts,
	entryPageJson,
} from '../entries/entry-json.ts'
import { createVersionedCache, textWeight } from '../page-cache/versioned-cache.ts'
import { readerVersions } from '../page-cache/reader-versions.ts'
import { diaryPage, diaryYears, reviewsPage, type RowPage } from './diary-queries.ts'

type Reader = { id: string }
/**
 * A page of the reader's own entries as this server keeps it: each entry as JSON parts (entries/entry-json.ts)
 * with its book's id, since the books come from the catalogue cache on each request.
 */
type HeldPage = {
	entries: { bookId: string; json: EntryJsonParts; tail: EntryTail }[]
	nextCursor: string | null
	years: number[]
	/** The page's answer as last sent, with the book summaries it was written with. */
	sent?: { books: BookSummary[]; bytes: Uint8Array<ArrayBuffer> }
}

/** About the bytes a page takes: each entry's JSON and ids. */
function pageWeight(page: HeldPage) {
	let weight = 200 + 16 * page.years.length
	// Each entry's text counts twice: as its parts and in the answer as sent.
	for (const { json } of page.entries) weight += 200 + 2 * (textWeight(json.head) + textWeight(json.body))
	return weight
}

/** About 32 MB: the first pages of two or three thousand readers. */
const MAX_WEIGHT = 32 * 1024 * 1024

/**
 * The diary's and Your reviews' pages kept by this server per reader and query, under readerVersion.log, which
 * every change to the reader's entries, their likes, or the reader's name or picture moves (migration 0022). A
 * page is only ever its own reader's: the key starts with their id and these routes answer only them.
 */
export function createDiaryReadModel(db: Database) {
	const cache = createVersionedCache<HeldPage>({ maxWeight: MAX_WEIGHT, weigh: pageWeight })

	async function held(
		reader: Reader,
		key: string,
		load: () => Promise<{ page: RowPage; years: number[] }>,
		answer: (entries: string[], page: HeldPage) => string,
	) {
		const { log: version } = await readerVersions(db, reader.id)
		const page = await cache.get(`${reader.id} ${key}`, version, async () => {
			const { page, years } = await load()
			const views = await entryViews(db, page.rows, reader)
			const entries = views.map(({ book, likeCount, likedByViewer, hidden, can, ...fields }) => ({
				bookId: book.id,
				json: entryJsonParts(fields),
				tail: { likeCount, likedByViewer, hidden, edit: can.edit },
			}))
			return { entries, nextCursor: page.nextCursor, years }
		})
		// The books from the catalogue cache on every request, so a catalogue change shows as on every other page;
		// the answer is written again only when one of them is not the summary it was written with.
		const summaries = await bookSummaries(db, [...new Set(page.entries.map((e) => e.bookId))])
		if (page.sent && sameBooks(page.sent.books, summaries)) return page.sent.bytes
		const books = new Map(summaries.map((b) => [b.id, b]))
		const entries = page.entries.flatMap(({ bookId, json, tail }) => {
			const book = books.get(bookId)
			return book ? [entryJson(json, book, tail)] : []
		})
		page.sent = { books: summaries, bytes: Buffer.from(answer(entries, page)) }
		return page.sent.bytes
	}

	return {
		/** The reader's diary page, with every year they have entries in: DiaryResponse as JSON (UTF-8 bytes). */
		diary: (reader: Reader, q: z.output<typeof DiaryQuery>) =>
			held(
				reader,
				`diary ${q.year ?? ''} ${q.cursor ?? ''} ${q.limit}`,
				async () => {
					const [page, years] = await Promise.all([diaryPage(db, reader.id, q), diaryYears(db, reader.id)])
					return { page, years }
				},
				(entries, { nextCursor, years }) => diaryPageJson(entries, { nextCursor, years }),
			),
		/** The reader's page of Your reviews: EntryPage as JSON (UTF-8 bytes). */
		reviews: (reader: Reader, q: z.output<typeof ReviewsQuery>) =>
			held(
				reader,
				`reviews ${q.cursor ?? ''} ${q.limit}`,
				async () => ({ page: await reviewsPage(db, reader.id, q), years: [] }),
				(entries, { nextCursor }) => entryPageJson(entries, { nextCursor }),
			),
	}
}
/** Whether two lists hold the same summary objects in the same order. */
const sameBooks = (a: BookSummary[], b: BookSummary[]) => a.length === b.length && a.every((book, i) => book === b[i])
