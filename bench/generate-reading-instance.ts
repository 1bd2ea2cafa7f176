// A full reading-log instance for the read benchmarks (bench/reading-bench.ts), from goodbooks-10k:
//   npx tsx bench/generate-reading-instance.ts --data-dir /tmp/dogear-reading           # SQLite, the server's file
//   npx tsx bench/generate-reading-instance.ts --database-url postgres://postgres@127.0.0.1:5432/dogear_bench
// The 10,000 books, a reader per ratings.csv user (reader<id>, reader<id>@example.org, password in
// reading-rows.ts), an entry per rating spread over the last year, 'read' and 'want' shelves, their activity,
// and a follow graph (insert-social.ts: one reader follows 1,000). Refuses a
// database that already has readers: generate into an empty data folder or database.
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { hashPassword } from 'better-auth/crypto'
import { sql } from 'kysely'
import { importCatalog } from '../src/server/books/import-catalog.ts'
import { loadConfig } from '../src/server/config.ts'
import { dialectOf, migrateToLatest, openDatabase } from '../src/server/db/database.ts'
import { goodbooksBookIds } from './goodbooks-book-ids.ts'
import { insertReaders } from './insert-readers.ts'
import { FEED_FOLLOWS, FEED_READER, insertActivities, insertFollows } from './insert-social.ts'
import { insertEntries, insertWants } from './insert-reading-log.ts'
import { numberRows } from './number-rows.ts'
import { BENCH_PASSWORD, DAY_MS, SPREAD_DAYS } from './reading-rows.ts'

const { values } = parseArgs({
	options: {
		'data-dir': { type: 'string' },
		'database-url': { type: 'string' },
		goodbooks: { type: 'string', default: '../shared/data/catalog/goodbooks-10k' },
	},
})
if (!values['data-dir'] === !values['database-url'])
	throw new Error('Give exactly one of --data-dir <folder> (SQLite) or --database-url postgres://…')
// The server's own rule for where its database is, so `DATA_DIR=<folder>` finds what this wrote.
const config = loadConfig({ DATA_DIR: values['data-dir'], DATABASE_URL: values['database-url'] })
const source = (file: string) => join(values.goodbooks!, file)

const started = performance.now()
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)
const progress = (line: string) => console.error(`${seconds(started).padStart(6)} s  ${line}`)
let lastReport = 0
/** A progress line at most every 100,000 rows (and at each phase's end), so logs stay short. */
const every = (rows: number, line: () => string) => {
	if (rows - lastReport < 100_000) return
	lastReport = rows
	progress(line())
}

const db = openDatabase(config.databaseUrl)
try {
	await migrateToLatest(db)
	const { readers } = await db
		.selectFrom('user')
		.select((eb) => eb.fn.countAll<number>().as('readers'))
		.executeTakeFirstOrThrow()
	if (Number(readers) > 0)
		throw new Error(
			`${config.databaseUrl.replace(/\/\/[^@]*@/, '//…@')} already has ${readers} readers: generate into an empty data folder or database`,
		)
	// The generator's own connection: a 256 MB page cache keeps the four entry indexes in memory while 1M
	// rows go in at random positions (SQLite's default of 2 MB would reread pages from disk all the time).
	if (dialectOf(db) === 'sqlite') await sql`pragma cache_size = -262144`.execute(db)

	let phase = performance.now()
	const catalogue = await importCatalog(db, 'goodbooks', source('books.csv'))
	progress(`catalogue: ${catalogue.added} added, ${catalogue.unchanged} unchanged in ${seconds(phase)} s`)
	const books = await goodbooksBookIds(db, source('books.csv'))

	phase = performance.now()
	let readerCount = 0
	for await (const [, user] of numberRows(source('ratings.csv.gz'))) readerCount = Math.max(readerCount, user!)
	const now = Date.now()
	const joined = new Date(now - (SPREAD_DAYS + 30) * DAY_MS).toISOString()
	await insertReaders(
		db,
		readerCount,
		await hashPassword(BENCH_PASSWORD),
		joined,
		(done) => done % 10_000 === 0 && progress(`readers: ${done}`),
	)
	progress(`readers: ${readerCount} in ${seconds(phase)} s`)

	phase = performance.now()
	lastReport = 0
	const entries = await insertEntries(db, source('ratings.csv.gz'), books, now, (c) =>
		every(c.rows, () => `entries: ${c.inserted}, read shelf: ${c.shelved}`),
	)
	progress(
		`entries: ${entries.inserted} (${entries.skipped} ratings of books not in the catalogue), read shelf: ${entries.shelved} in ${seconds(phase)} s`,
	)

	phase = performance.now()
	lastReport = 0
	const wants = await insertWants(db, source('to_read.csv.gz'), books, now, (c) =>
		every(c.rows, () => `want shelf: ${c.shelved} of ${c.rows}`),
	)
	progress(
		`want shelf: ${wants.shelved} (${wants.skipped} pairs already read or not in the catalogue) in ${seconds(phase)} s`,
	)

	phase = performance.now()
	const activities = await insertActivities(db)
	progress(`activity: ${activities} (a 'logged' per entry, a 'shelved' per want) in ${seconds(phase)} s`)

	phase = performance.now()
	const follows = await insertFollows(db, readerCount, now)
	progress(
		`follows: ${follows} with their 'followed' activity (reader${FEED_READER} follows ${FEED_FOLLOWS}) in ${seconds(phase)} s`,
	)

	phase = performance.now()
	// Fresh statistics: the planner must know the entry table is large before it picks an index. PostgreSQL
	// also needs a VACUUM to mark the new pages all-visible, or Popular's index-only scan of entry_popular
	// becomes a bitmap scan of the table (246 ms against 42 ms); autovacuum would get there, later.
	await (dialectOf(db) === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db)
	progress(`${dialectOf(db) === 'postgres' ? 'vacuum analyze' : 'analyze'} in ${seconds(phase)} s`)
	console.log(
		`Generated ${readerCount} readers, ${entries.inserted} entries, ${entries.shelved + wants.shelved} shelf rows, ${activities} activities, ${follows} follows in ${seconds(started)} s`,
	)
} finally {
	await db.destroy()
}
