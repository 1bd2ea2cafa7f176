import { sql } from 'kysely'
import type { StatsBook } from '../../shared/schemas/stats.ts'
import { dialectOf } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { visibleToViewer } from '../entries/entry-visibility-sql.ts'

/** Whose reads, seen by whom (null: a visitor), in which year (null: all time). */
export type StatsScope = { ownerId: string; viewerId: string | null; year: number | null }

const yearText = (year: number) => String(year).padStart(4, '0')
// PostgreSQL answers count() as a bigint and sum() as a numeric, which arrive as text.
const num = (value: number | string | null | undefined) => Number(value ?? 0)
const pages = sql<number>`coalesce("book"."pageCount", 0)`

/**
 * The owner's entries the viewer may see, read in the scope's year: a range on readOn, so the entry_diary
 * index (userId, readOn) narrows it before any row is read.
 */
export function scopedReads(db: Database, scope: StatsScope) {
	return db
		.selectFrom('entry')
		.where('entry.userId', '=', scope.ownerId)
		// The owner sees all their own entries (canView's first rule); without the visibility expression the
		// planner reads the owner's rows by the entry_diary index alone.
		.$if(scope.viewerId !== scope.ownerId, (q) => q.where(visibleToViewer('entry', scope.viewerId)))
		.$if(scope.year !== null, (q) => q.where('entry.readOn', '>=', `${yearText(scope.year!)}-01-01`).where('entry.readOn', '<=', `${yearText(scope.year!)}-12-31`))
}

const withBooks = (db: Database, scope: StatsScope) => scopedReads(db, scope).innerJoin('book', 'book.id', 'entry.bookId')

/** Reads, pages, rereads and the sums behind the averages, in one pass. */
export async function readTotals(db: Database, scope: StatsScope) {
	const row = await withBooks(db, scope)
		.select([
			sql<number | string>`count(*)`.as('books'),
			sql<number | string>`sum(${pages})`.as('pages'),
			sql<number | string>`count(case when "entry"."reread" = 1 then 1 end)`.as('rereads'),
			sql<number | string>`count("entry"."rating")`.as('rated'),
			sql<number | string | null>`sum("entry"."rating")`.as('ratingSum'),
			sql<number | string>`count("book"."pageCount")`.as('paged'),
		])
		.executeTakeFirstOrThrow()
	return { books: num(row.books), pages: num(row.pages), rereads: num(row.rereads), rated: num(row.rated), ratingSum: num(row.ratingSum), paged: num(row.paged) }
}

/** Reads and pages per month of the year ('YYYY-MM'), or per year for all time ('YYYY'); periods without reads are absent. */
export async function readTimeline(db: Database, scope: StatsScope) {
	// A literal length, not a parameter: PostgreSQL matches the select to the group by only when they are the same text.
	const period = sql<string>`substr("entry"."readOn", 1, ${sql.lit(scope.year === null ? 4 : 7)})`
	const rows = await withBooks(db, scope)
		.select([period.as('period'), sql<number | string>`count(*)`.as('books'), sql<number | string>`sum(${pages})`.as('pages')])
		.groupBy(period)
		.execute()
	return rows.map((r) => ({ period: r.period, books: num(r.books), pages: num(r.pages) }))
}

/** How many reads got each half-star rating (1–10). */
export async function ratingCounts(db: Database, scope: StatsScope) {
	const rows = await scopedReads(db, scope)
		.select(['entry.rating', sql<number | string>`count(*)`.as('reads')])
		.where('entry.rating', 'is not', null)
		.groupBy('entry.rating')
		.execute()
	return rows.map((r) => ({ halfStars: num(r.rating), reads: num(r.reads) }))
}

/** The subjects of the most books read (a book read twice counts once); ties by name. */
export async function topSubjects(db: Database, scope: StatsScope, limit: number) {
	const books = sql<number | string>`count(distinct "entry"."bookId")`
	const rows = await scopedReads(db, scope)
		.innerJoin('bookSubject', 'bookSubject.bookId', 'entry.bookId')
		.select(['bookSubject.subject', books.as('books')])
		.groupBy('bookSubject.subject')
		.orderBy(books, 'desc')
		.orderBy('bookSubject.subject')
		.limit(limit)
		.execute()
	return rows.map((r) => ({ name: r.subject, books: num(r.books) }))
}

/** The authors of the most books read; ties by sort name. */
export async function topAuthors(db: Database, scope: StatsScope, limit: number) {
	const books = sql<number | string>`count(distinct "entry"."bookId")`
	const rows = await scopedReads(db, scope)
		.innerJoin('bookAuthor', 'bookAuthor.bookId', 'entry.bookId')
		.innerJoin('author', 'author.id', 'bookAuthor.authorId')
		.select(['author.id', 'author.name', books.as('books')])
		.groupBy(['author.id', 'author.name', 'author.sortName'])
		.orderBy(books, 'desc')
		.orderBy('author.sortName')
		.orderBy('author.id')
		.limit(limit)
		.execute()
	return rows.map((r) => ({ id: r.id, name: r.name, books: num(r.books) }))
}

/** The book with the most (or fewest) known pages among those read; ties by title. */
export async function bookByLength(db: Database, scope: StatsScope, order: 'desc' | 'asc'): Promise<StatsBook | null> {
	const row = await withBooks(db, scope)
		.select(['book.id', 'book.title', 'book.pageCount'])
		.where('book.pageCount', 'is not', null)
		.orderBy('book.pageCount', order)
		.orderBy('book.title')
		.orderBy('book.id')
		.limit(1)
		.executeTakeFirst()
	return row ? { id: row.id, title: row.title, pageCount: row.pageCount } : null
}

/**
 * Days from start to finish, counting both (finished the day begun is one day), over reads whose start is
 * known. Days are text, so each database turns them into days its own way; the numbers are the same.
 */
export async function readingPace(db: Database, scope: StatsScope) {
	const days =
		dialectOf(db) === 'postgres'
			? sql<number>`(cast("entry"."readOn" as date) - cast("entry"."startedOn" as date) + 1)`
			: sql<number>`cast(julianday("entry"."readOn") - julianday("entry"."startedOn") + 1 as integer)`
	const row = await scopedReads(db, scope)
		.select([
			sql<number | string>`count(*)`.as('measured'),
			sql<number | string | null>`sum(${days})`.as('total'),
			sql<number | string | null>`min(${days})`.as('fastest'),
			sql<number | string | null>`max(${days})`.as('slowest'),
		])
		.where('entry.startedOn', 'is not', null)
		.executeTakeFirstOrThrow()
	const measured = num(row.measured)
	if (measured === 0) return { averageDays: null, fastestDays: null, slowestDays: null, measured }
	return { averageDays: Math.round((num(row.total) / measured) * 10) / 10, fastestDays: num(row.fastest), slowestDays: num(row.slowest), measured }
}

/** Books shelved 'did not finish' that the viewer may see, in the year they got that status. */
export async function didNotFinishCount(db: Database, scope: StatsScope) {
	const row = await db
		.selectFrom('shelf')
		.select(sql<number | string>`count(*)`.as('dnf'))
		.where('shelf.userId', '=', scope.ownerId)
		.where('shelf.status', '=', 'dnf')
		.$if(scope.viewerId !== scope.ownerId, (q) => q.where(visibleToViewer('shelf', scope.viewerId)))
		.$if(scope.year !== null, (q) => q.where('shelf.addedAt', '>=', `${yearText(scope.year!)}-01-01`).where('shelf.addedAt', '<', `${yearText(scope.year! + 1)}-01-01`))
		.executeTakeFirstOrThrow()
	return num(row.dnf)
}

/** Every year with a read the viewer may see, newest first. */
export async function readYears(db: Database, scope: StatsScope) {
	const year = sql<string>`substr("entry"."readOn", 1, 4)`
	const rows = await scopedReads(db, { ...scope, year: null }).select(year.as('year')).distinct().orderBy('year', 'desc').execute()
	return rows.map((r) => Number(r.year))
}
