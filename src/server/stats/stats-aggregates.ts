import { type RawBuilder, sql } from 'kysely'
import type { StatsBook } from '../../shared/schemas/stats.ts'
import { dialectOf } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { lettered, readRows, type StatsScope, TOTALS_COLUMNS, totalsOf, type TotalsRow } from './stats-queries.ts'

// PostgreSQL answers count() as a bigint and sum() as a numeric, which arrive as text.
const num = (value: number | string | null | undefined) => Number(value ?? 0)

/** One row of the answer: what it is (kind), a key and a name where it has them, and up to seven numbers. */
type Row = {
	kind: string
	key: string | null
	name: string | null
	a: number | string | null
	b: number | string | null
	c: number | string | null
	d: number | string | null
	e: number | string | null
	f: number | string | null
	g: number | string | null
}

/** A union keeps no order of its own: the top lists carry their rank in column b. */
const byRank = (rows: Row[]) => [...rows].sort((x, y) => num(x.b) - num(y.b))

/** A branch of the union: the same ten columns in every branch, typed by the first. */
const branch = (
	kind: string,
	key: RawBuilder<unknown>,
	name: RawBuilder<unknown>,
	numbers: RawBuilder<unknown>[],
	rest: RawBuilder<unknown>,
) => {
	const columns = [...numbers, ...Array.from({ length: 7 - numbers.length }, () => sql`cast(null as bigint)`)]
	return sql`select * from (select ${sql.lit(kind)} as "kind", ${key} as "key", ${name} as "name", ${lettered(columns)} ${rest}) as ${sql.id(kind)}`
}

/**
 * Every figure of the stats page but the years and did-not-finish, in ONE statement: the scope's reads with
 * their books are gathered once (a materialized CTE: one pass over the reader's entries and one book lookup
 * each), and each figure is an aggregate over that small set. As nine separate queries each walked the
 * entries and looked up their books again, which for 5,000 reads was most of the page's time
 * (docs/performance.md, 'Stats'). The subjects and authors are found from the reads (CROSS JOIN fixes that
 * order on SQLite, which knows nothing of the CTE's size and otherwise walked every author of the catalogue).
 */
export async function readAggregates(db: Database, scope: StatsScope, top: number) {
	const days =
		dialectOf(db) === 'postgres'
			? sql`(cast("readOn" as date) - cast("startedOn" as date) + 1)`
			: sql`cast(julianday("readOn") - julianday("startedOn") + 1 as integer)`
	// A literal length, not a parameter: PostgreSQL matches the select to the group by only when they are the same text.
	const period = sql`substr("readOn", 1, ${sql.lit(scope.year === null ? 4 : 7)})`
	const text = sql`cast(null as text)`
	// Over the distinct books read (a book read twice counts once); the rank (column b) orders the top
	// subjects and authors, ties by name.
	const books = sql`count(*)`
	const ranked = (tieBreak: RawBuilder<unknown>) => sql`row_number() over (order by ${books} desc, ${tieBreak})`
	const byLength = (order: 'asc' | 'desc') =>
		branch(
			order === 'desc' ? 'longest' : 'shortest',
			sql`"bookId"`,
			sql`"title"`,
			[sql`"pageCount"`],
			sql`from "reads" where "pageCount" is not null order by "pageCount" ${sql.raw(order)}, "title", "bookId" limit 1`,
		)
	const ofFormat = (format: string, column: RawBuilder<unknown>) =>
		sql`sum(case when "format" = ${sql.lit(format)} then ${column} else 0 end)`
	const statement = sql<Row>`with "reads" as materialized (${readRows(scope)}),
	"readBooks" as materialized (select distinct "bookId" from "reads")
	${branch('totals', text, text, TOTALS_COLUMNS, sql`from "reads"`)}
	union all ${branch(
		'formats',
		text,
		text,
		[
			ofFormat('print', sql`1`),
			ofFormat('print', sql`coalesce("pageCount", 0)`),
			ofFormat('ebook', sql`1`),
			ofFormat('ebook', sql`coalesce("pageCount", 0)`),
			ofFormat('audiobook', sql`1`),
			ofFormat('audiobook', sql`coalesce("audioMinutes", 0)`),
		],
		sql`from "reads"`,
	)}
	union all ${branch('period', period, text, [sql`count(*)`, sql`sum(coalesce("pageCount", 0))`], sql`from "reads" group by ${period}`)}
	union all ${branch('rating', text, text, [sql`"rating"`, sql`count(*)`], sql`from "reads" where "rating" is not null group by "rating"`)}
	union all ${branch('pace', text, text, [sql`count(*)`, sql`sum(${days})`, sql`min(${days})`, sql`max(${days})`], sql`from "reads" where "startedOn" is not null`)}
	union all ${branch(
		'subject',
		sql`"bookSubject"."subject"`,
		text,
		[books, ranked(sql`"bookSubject"."subject"`)],
		sql`from "readBooks"
		cross join "bookSubject" where "bookSubject"."bookId" = "readBooks"."bookId" group by "bookSubject"."subject" order by "b" limit ${sql.lit(top)}`,
	)}
	union all ${branch(
		'author',
		sql`"author"."id"`,
		sql`"author"."name"`,
		[books, ranked(sql`"author"."sortName", "author"."id"`)],
		sql`from "readBooks"
		cross join "bookAuthor" cross join "author" where "bookAuthor"."bookId" = "readBooks"."bookId" and "author"."id" = "bookAuthor"."authorId"
		group by "author"."id", "author"."name", "author"."sortName" order by "b" limit ${sql.lit(top)}`,
	)}
	union all ${byLength('desc')}
	union all ${byLength('asc')}`
	const rows = (await statement.execute(db)).rows
	const of = (kind: string) => rows.filter((r) => r.kind === kind)
	const book = (kind: string): StatsBook | null => {
		const row = of(kind)[0]
		return row ? { id: row.key!, title: row.name!, pageCount: num(row.a) } : null
	}
	const [totals] = of('totals') as unknown as TotalsRow[]
	const [pace] = of('pace')
	const [formats] = of('formats')
	const measured = num(pace?.a)
	return {
		totals: totalsOf(totals!),
		formats: {
			print: { reads: num(formats?.a), pages: num(formats?.b) },
			ebook: { reads: num(formats?.c), pages: num(formats?.d) },
			audiobook: { reads: num(formats?.e), minutes: num(formats?.f) },
		},
		timeline: of('period').map((r) => ({ period: r.key!, reads: num(r.a), pages: num(r.b) })),
		ratings: of('rating').map((r) => ({ halfStars: num(r.a), reads: num(r.b) })),
		subjects: byRank(of('subject')).map((r) => ({ name: r.key!, books: num(r.a) })),
		authors: byRank(of('author')).map((r) => ({ id: r.key!, name: r.name!, books: num(r.a) })),
		longest: book('longest'),
		shortest: book('shortest'),
		pace:
			measured === 0
				? { averageDays: null, fastestDays: null, slowestDays: null, measured }
				: {
						averageDays: Math.round((num(pace!.b) / measured) * 10) / 10,
						fastestDays: num(pace!.c),
						slowestDays: num(pace!.d),
						measured,
					},
	}
}
