// One reader with 5,000 entries over the goodbooks-10k catalogue, for the stats benchmark (bench/stats-bench.ts):
//   npx tsx bench/generate-stats-reader.ts --data-dir /tmp/dogear-stats                  # SQLite
//   npx tsx bench/generate-stats-reader.ts --database-url postgres://postgres@127.0.0.1:5432/dogear_stats
// The full reading instance (generate-reading-instance.ts) has no reader with more than a few hundred ratings,
// so this makes the heavy reader the issue asks for: reader1 (reader1@example.org, the bench password) with
// 5,000 reads spread over the last ten years (a tenth go back to a book read before; with chance repeats over
// the 10,000 books, 1,395 are rereads), 80% rated in half stars, 60% with a
// start day, 90% public / 5% friends / 5% private, 200 books shelved 'did not finish', and a goal this year;
// reader2 is a second, empty reader. goodbooks has no page counts nor subjects, so the books this reader
// touches get a page count (80–1,000) and three of 24 subjects, derived from their goodbooks id.
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { hashPassword } from 'better-auth/crypto'
import { type Insertable, sql } from 'kysely'
import { importCatalog } from '../src/server/books/import-catalog.ts'
import { loadConfig } from '../src/server/config.ts'
import { dialectOf, migrateToLatest, openDatabase } from '../src/server/db/database.ts'
import type { EntryTable, ShelfTable } from '../src/server/db/schema.ts'
import { goodbooksBookIds } from './goodbooks-book-ids.ts'
import { insertReaders } from './insert-readers.ts'
import { BENCH_PASSWORD, DAY_MS, entryId, mix, readerId, unit, visibilityOf } from './reading-rows.ts'

const ENTRIES = 5_000
const DNF = 200
const SUBJECTS = [
	'Fantasy',
	'Science fiction',
	'Classics',
	'Romance',
	'Mystery',
	'Thriller',
	'Historical fiction',
	'Horror',
	'Poetry',
	'Biography',
	'History',
	'Philosophy',
	'Young adult',
	"Children's",
	'Humor',
	'Memoir',
	'Adventure',
	'Literary fiction',
	'Short stories',
	'Drama',
	'Science',
	'Travel',
	'Crime',
	'Graphic novels',
]

const { values } = parseArgs({
	options: {
		'data-dir': { type: 'string' },
		'database-url': { type: 'string' },
		goodbooks: { type: 'string', default: '../shared/data/catalog/goodbooks-10k' },
	},
})
if (!values['data-dir'] === !values['database-url'])
	throw new Error('Give exactly one of --data-dir <folder> (SQLite) or --database-url postgres://…')
const config = loadConfig({ DATA_DIR: values['data-dir'], DATABASE_URL: values['database-url'] })
const started = performance.now()
const progress = (line: string) =>
	console.error(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`)
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

const db = openDatabase(config.databaseUrl)
try {
	await migrateToLatest(db)
	const { readers } = await db
		.selectFrom('user')
		.select((eb) => eb.fn.countAll<number>().as('readers'))
		.executeTakeFirstOrThrow()
	if (Number(readers) > 0)
		throw new Error('This database already has readers: generate into an empty data folder or database')
	const catalogue = await importCatalog(db, 'goodbooks', join(values.goodbooks!, 'books.csv'))
	progress(`catalogue: ${catalogue.added} books`)
	const books = await goodbooksBookIds(db, join(values.goodbooks!, 'books.csv'))
	const now = Date.now()
	await insertReaders(
		db,
		2,
		await hashPassword(BENCH_PASSWORD),
		new Date(now - 3700 * DAY_MS).toISOString(),
		() => undefined,
	)

	const seen = new Set<number>()
	const entries: Insertable<EntryTable>[] = []
	for (let row = 1; row <= ENTRIES; row++) {
		// A tenth of the reads go back to a book read before: a reread.
		const again = seen.size > 0 && unit(row, 1) < 0.1
		const book = again ? [...seen][mix(row, 2) % seen.size]! : 1 + (mix(row, 3) % books.size)
		const readOn = now - Math.floor(unit(row, 4) * 3650) * DAY_MS
		const createdAt = new Date(readOn + 3_600_000).toISOString()
		entries.push({
			id: entryId(row),
			userId: readerId(1),
			bookId: books.get(book)!,
			readOn: day(readOn),
			startedOn: unit(row, 5) < 0.6 ? day(readOn - Math.floor(unit(row, 6) * 40) * DAY_MS) : null,
			rating: unit(row, 7) < 0.8 ? 1 + (mix(row, 8) % 10) : null,
			reread: seen.has(book) ? 1 : 0,
			visibility: visibilityOf(unit(row, 9)),
			createdAt,
			updatedAt: createdAt,
		})
		seen.add(book)
	}
	const touched = [...seen].map((book) => ({ book, id: books.get(book)! }))
	const dnf: ShelfTable[] = []
	for (let i = 0; dnf.length < DNF; i++) {
		const book = 1 + (mix(i, 10) % books.size)
		if (seen.has(book)) continue
		seen.add(book)
		touched.push({ book, id: books.get(book)! })
		const addedAt = new Date(now - Math.floor(unit(i, 11) * 3650) * DAY_MS).toISOString()
		dnf.push({
			userId: readerId(1),
			bookId: books.get(book)!,
			status: 'dnf',
			visibility: visibilityOf(unit(i, 12)),
			addedAt,
			updatedAt: addedAt,
		})
	}
	await db.transaction().execute(async (trx) => {
		for (let i = 0; i < entries.length; i += 1_000)
			await trx
				.insertInto('entry')
				.values(entries.slice(i, i + 1_000))
				.execute()
		await trx.insertInto('shelf').values(dnf).execute()
		for (const { book, id } of touched)
			await trx
				.updateTable('book')
				.set({ pageCount: 80 + (mix(book, 13) % 921) })
				.where('id', '=', id)
				.execute()
		const subjects = touched.flatMap(({ book, id }) =>
			[...new Set([0, 1, 2].map((k) => SUBJECTS[mix(book, 14, k) % SUBJECTS.length]!))].map((subject) => ({
				bookId: id,
				subject,
			})),
		)
		for (let i = 0; i < subjects.length; i += 1_000)
			await trx
				.insertInto('bookSubject')
				.values(subjects.slice(i, i + 1_000))
				.onConflict((oc) => oc.doNothing())
				.execute()
		const at = new Date(now).toISOString()
		await trx
			.insertInto('readingGoal')
			.values({
				userId: readerId(1),
				year: new Date(now).getUTCFullYear(),
				unit: 'books',
				target: 500,
				visibility: 'public',
				createdAt: at,
				updatedAt: at,
			})
			.execute()
	})
	await (dialectOf(db) === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db)
	console.log(
		`Generated reader1 with ${entries.length} entries (${entries.filter((e) => e.reread).length} rereads) and ${dnf.length} did-not-finish books in ${((performance.now() - started) / 1000).toFixed(1)} s`,
	)
} finally {
	await db.destroy()
}
