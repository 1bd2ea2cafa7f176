import type { DiaryQuery, ReviewsQuery } from '../../shared/schemas/entries.ts'
import type { z } from 'zod'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { type BooklessView, entryViews, withBook } from '../entries/entry-views.ts'
import { createVersionedCache, textWeight } from '../page-cache/versioned-cache.ts'
import { diaryPage, diaryYears, readerLogVersion, reviewsPage, type RowPage } from './diary-queries.ts'

type Reader = { id: string }
/** A page of the reader's own entries as this server keeps it: everything but the books, which the catalogue cache keeps. */
type HeldPage = { entries: { bookId: string; view: BooklessView }[]; nextCursor: string | null; years: number[] }

/** About the bytes a page takes: each entry's ids, dates and flags, its text and its reader's name and picture. */
function pageWeight(page: HeldPage) {
	let weight = 200 + 16 * page.years.length
	for (const { view } of page.entries) weight += 900 + textWeight(view.review) + textWeight(view.reader.name) + textWeight(view.reader.image)
	return weight
}

/** About 32 MB: the first pages of two or three thousand readers. */
const MAX_WEIGHT = 32 * 1024 * 1024

/**
 * The diary's and Your reviews' pages kept by this server per reader and query, under readerVersion.log, which
 * every change to the reader's entries, their likes, or the reader's name or picture moves (migration 0022). A
 * page is only ever its own reader's: the key starts with their id and these routes answer only them.
 */
export function createDiaryCache() {
	const cache = createVersionedCache<HeldPage>({ maxWeight: MAX_WEIGHT, weigh: pageWeight })

	async function held(db: Database, reader: Reader, key: string, load: () => Promise<{ page: RowPage; years: number[] }>) {
		const version = await readerLogVersion(db, reader.id)
		const page = await cache.get(`${reader.id} ${key}`, version, async () => {
			const { page, years } = await load()
			const views = await entryViews(db, page.rows, reader)
			return { entries: views.map(({ book, ...view }) => ({ bookId: book.id, view })), nextCursor: page.nextCursor, years }
		})
		// The books from the catalogue cache on every request, so a catalogue change shows as on every other page.
		const books = new Map((await bookSummaries(db, [...new Set(page.entries.map((e) => e.bookId))])).map((b) => [b.id, b]))
		const entries = page.entries.flatMap(({ bookId, view }) => {
			const book = books.get(bookId)
			return book ? [withBook(view, book)] : []
		})
		return { entries, nextCursor: page.nextCursor, years: page.years }
	}

	return {
		/** The reader's diary page, with every year they have entries in. */
		diary: (db: Database, reader: Reader, q: z.output<typeof DiaryQuery>) =>
			held(db, reader, `diary ${q.year ?? ''} ${q.cursor ?? ''} ${q.limit}`, async () => {
				const [page, years] = await Promise.all([diaryPage(db, reader.id, q), diaryYears(db, reader.id)])
				return { page, years }
			}),
		/** The reader's page of Your reviews. */
		reviews: async (db: Database, reader: Reader, q: z.output<typeof ReviewsQuery>) => {
			const { entries, nextCursor } = await held(db, reader, `reviews ${q.cursor ?? ''} ${q.limit}`, async () => ({ page: await reviewsPage(db, reader.id, q), years: [] }))
			return { entries, nextCursor }
		},
	}
}
export type DiaryCache = ReturnType<typeof createDiaryCache>
