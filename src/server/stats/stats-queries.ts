import { type RawBuilder, sql } from 'kysely'
import { Visibility } from '../../shared/schemas/visibility.ts'
import type { Database } from '../db/schema.ts'

/** Whose reads, of which visibilities (seenVisibilities: what the viewer may see), in which year (null: all time). */
export type StatsScope = { ownerId: string; visibilities: readonly Visibility[]; year: number | null }

const yearText = (year: number) => String(year).padStart(4, '0')
// PostgreSQL answers count() as a bigint and sum() as a numeric, which arrive as text.
const num = (value: number | string | null | undefined) => Number(value ?? 0)

/** The scope's visibilities as a condition on `table`.visibility; none when the viewer sees them all. */
function ofVisibilities(table: 'entry' | 'shelf', visibilities: readonly Visibility[]): RawBuilder<boolean> | null {
	if (visibilities.length === Visibility.options.length) return null
	const column = sql.ref(`${table}.visibility`)
	return visibilities.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`${column} in (${sql.join(visibilities)})`
}

/**
 * The owner's entries the viewer may see, read in the scope's year, as one condition: a range on readOn, so
 * the entry_diary index (userId, readOn) narrows it before any row is read.
 */
export function scopeConditions(scope: StatsScope): RawBuilder<boolean> {
	const conditions = [sql`"entry"."userId" = ${scope.ownerId}`]
	const seen = ofVisibilities('entry', scope.visibilities)
	if (seen) conditions.push(seen)
	if (scope.year !== null)
		conditions.push(
			sql`"entry"."readOn" >= ${`${yearText(scope.year)}-01-01`} and "entry"."readOn" <= ${`${yearText(scope.year)}-12-31`}`,
		)
	return sql<boolean>`(${sql.join(conditions, sql` and `)})`
}

export const scopedReads = (db: Database, scope: StatsScope) => db.selectFrom('entry').where(scopeConditions(scope))

const readFormat = sql`coalesce("entry"."format", "edition"."format", 'print')`
/**
 * The scope's reads with what the figures need: the book's title, the read's format (its own, else its
 * edition's, else print) and its length, the read's own first, else its edition's, else the book's page count.
 * An audiobook counts listening minutes, not pages.
 */
export const readRows = (scope: StatsScope) => sql`select "entry"."bookId", "entry"."readOn", "entry"."startedOn",
	"entry"."rating", "entry"."reread", "book"."title", ${readFormat} as "format",
	case when ${readFormat} = 'audiobook' then null
		else coalesce("entry"."pageCount", "edition"."pageCount", "book"."pageCount") end as "pageCount",
	case when ${readFormat} = 'audiobook' then coalesce("entry"."audioMinutes", "edition"."audioMinutes") end as "audioMinutes"
	from "entry" inner join "book" on "book"."id" = "entry"."bookId"
	left join "edition" on "edition"."id" = "entry"."editionId"
	where ${scopeConditions(scope)}`

/**
 * Books (distinct: a book read twice counts once), reads (every read, a reread again), pages, rereads and the
 * sums behind the averages, as columns a–g over readRows.
 */
export const TOTALS_COLUMNS = [
	sql`count(distinct "bookId")`,
	sql`count(*)`,
	sql`sum(coalesce("pageCount", 0))`,
	sql`count(case when "reread" = 1 then 1 end)`,
	sql`count("rating")`,
	sql`sum("rating")`,
	sql`count("pageCount")`,
]
export type TotalsRow = Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g', number | string | null>
export const totalsOf = (row: TotalsRow) => ({
	books: num(row.a),
	reads: num(row.b),
	pages: num(row.c),
	rereads: num(row.d),
	rated: num(row.e),
	ratingSum: num(row.f),
	paged: num(row.g),
})

/** Columns named a, b, c… in order, as the totals and every branch of the aggregates name them. */
export const lettered = (columns: readonly RawBuilder<unknown>[]) =>
	sql.join(columns.map((column, i) => sql`${column} as ${sql.id('abcdefg'[i]!)}`))

/** The totals alone (a reading goal's progress). */
export async function readTotals(db: Database, scope: StatsScope) {
	const { rows } =
		await sql<TotalsRow>`with "reads" as (${readRows(scope)}) select ${lettered(TOTALS_COLUMNS)} from "reads"`.execute(
			db,
		)
	return totalsOf(rows[0]!)
}

/** Books shelved 'did not finish' that the viewer may see, in the year they got that status. */
export async function didNotFinishCount(db: Database, scope: StatsScope) {
	const seenShelves = ofVisibilities('shelf', scope.visibilities)
	const row = await db
		.selectFrom('shelf')
		.select(sql<number | string>`count(*)`.as('dnf'))
		.where('shelf.userId', '=', scope.ownerId)
		.where('shelf.status', '=', 'dnf')
		.$if(seenShelves !== null, (q) => q.where(seenShelves!))
		.$if(scope.year !== null, (q) =>
			q
				.where('shelf.addedAt', '>=', `${yearText(scope.year!)}-01-01`)
				.where('shelf.addedAt', '<', `${yearText(scope.year! + 1)}-01-01`),
		)
		.executeTakeFirstOrThrow()
	return num(row.dnf)
}

/** Every year with a read the viewer may see, newest first. */
export async function readYears(db: Database, scope: StatsScope) {
	const year = sql<string>`substr("entry"."readOn", 1, 4)`
	const rows = await scopedReads(db, { ...scope, year: null })
		.select(year.as('year'))
		.distinct()
		.orderBy('year', 'desc')
		.execute()
	return rows.map((r) => Number(r.year))
}
