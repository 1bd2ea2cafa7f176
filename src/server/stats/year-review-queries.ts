import type { ReviewBook } from '../../shared/schemas/stats.ts'
import { fromHalfStars } from '../../shared/ratings.ts'
import { coverVersion } from '../../shared/cover-version.ts'
import type { Database } from '../db/schema.ts'
import { type StatsScope, scopedReads } from './stats-queries.ts'

const selectReviewBooks = (db: Database, scope: StatsScope) =>
	scopedReads(db, scope)
		.innerJoin('book', 'book.id', 'entry.bookId')
		.select([
			'book.id',
			'book.title',
			'book.pageCount',
			'book.coverSourceUrl',
			'book.updatedAt',
			'entry.readOn',
			'entry.rating',
		])

type Row = {
	id: string
	title: string
	pageCount: number | null
	coverSourceUrl: string | null
	updatedAt: string
	readOn: string
	rating: number | null
}
const toReviewBook = (row: Row): ReviewBook => ({
	book: { id: row.id, title: row.title, pageCount: row.pageCount, coverVersion: coverVersion(row) },
	readOn: row.readOn,
	rating: fromHalfStars(row.rating),
})

/**
 * The highest-rated books, each once with its best-rated read (a top list of a year with a reread must not name
 * the book twice), best first; ties go to the earlier read. The year's rated reads are few: they are read in
 * order and the later reads of a book already listed are skipped here.
 */
export async function topRatedBooks(db: Database, scope: StatsScope, limit: number): Promise<ReviewBook[]> {
	const rows = await selectReviewBooks(db, scope)
		.where('entry.rating', 'is not', null)
		.orderBy('entry.rating', 'desc')
		.orderBy('entry.readOn')
		.orderBy('entry.createdAt')
		.orderBy('entry.id')
		.execute()
	const best = new Map<string, Row>()
	for (const row of rows) if (!best.has(row.id)) best.set(row.id, row)
	return [...best.values()].slice(0, limit).map(toReviewBook)
}

/** The first (or last) read of the scope by read day, then by when it was logged. */
export async function edgeRead(db: Database, scope: StatsScope, which: 'first' | 'last'): Promise<ReviewBook | null> {
	const order = which === 'first' ? 'asc' : 'desc'
	const row = await selectReviewBooks(db, scope)
		.orderBy('entry.readOn', order)
		.orderBy('entry.createdAt', order)
		.orderBy('entry.id', order)
		.limit(1)
		.executeTakeFirst()
	return row ? toReviewBook(row) : null
}
