// How long the 2,638-row Goodreads export in ../shared/data takes to match and import against the goodbooks-10k
// catalogue with the book services unreachable, and what an import does to other readers' requests (the p95 of
// a catalogue search and a book page, measured in the server without HTTP, before and during the import). The
// review is finished as a reader would in two clicks: 'Create every unmatched book from its row' (the job makes
// a catalogue book of each of the ~2,100 rows without one), then Import; every row ends imported or skipped.
//   npx tsx bench/import-speed.ts --data-dir /tmp/dogear-import-bench
//   npx tsx bench/import-speed.ts --database-url postgres://…/empty_database
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { createApp } from '../src/server/app.ts'
import { createAuth } from '../src/server/auth/auth.ts'
import { importCatalog } from '../src/server/books/import-catalog.ts'
import { bookServices } from '../src/server/books/search-catalogue.ts'
import { loadConfig } from '../src/server/config.ts'
import { migrateToLatest, openDatabase } from '../src/server/db/database.ts'
import { createImport } from '../src/server/imports/create-import.ts'
import { importJob } from '../src/server/imports/import-job.ts'
import { countRowsToCreate, importCounts, moveImport, startBulk } from '../src/server/imports/import-queries.ts'
import { createStorage } from '../src/server/storage/create-storage.ts'
import { percentile } from './closed-loop.ts'

const SHARED = resolve(import.meta.dirname, '../../shared/data')
const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } } })
// The discard port refuses at once: the services are unreachable, as on a server without internet.
const config = loadConfig({
	DATA_DIR: values['data-dir'],
	DATABASE_URL: values['database-url'],
	OPEN_LIBRARY_URL: 'http://127.0.0.1:9',
	GOOGLE_BOOKS_URL: 'http://127.0.0.1:9',
})
const db = openDatabase(config.databaseUrl)
await migrateToLatest(db)
if (!(await db.selectFrom('book').select('id').executeTakeFirst()))
	await importCatalog(db, 'goodbooks', `${SHARED}/catalog/goodbooks-10k/books.csv`)
const app = createApp({
	config,
	db,
	auth: createAuth({ config, db, secret: 'bench-secret-that-is-at-least-32-characters-long' }),
	storage: createStorage(config),
	webDir: config.dataDir,
})
const someBook = (await db.selectFrom('book').select('id').limit(1).executeTakeFirstOrThrow()).id

const userId = randomUUID()
const now = new Date().toISOString()
await db
	.insertInto('user')
	.values({
		id: userId,
		name: 'Importer',
		email: `importer-${userId}@example.org`,
		emailVerified: 0,
		image: null,
		createdAt: now,
		updatedAt: now,
		username: `imp_${userId.slice(0, 8)}`,
		lastLoginAt: null,
	})
	.execute()

/** Other readers' requests, one after another, until `until` resolves; their server times in ms. */
async function otherReaders(until: Promise<unknown>) {
	let done = false
	void until.then(() => (done = true))
	const times: number[] = []
	const paths = ['/api/books/search?q=harry%20potter', `/api/books/${someBook}`, '/api/books/search?q=tolkien']
	for (let i = 0; !done || times.length < 60; i++) {
		const start = performance.now()
		await app.fetch(new Request(new URL(paths[i % paths.length]!, config.appOrigin)))
		times.push(performance.now() - start)
		// SQLite answers synchronously: without a turn of the event loop the import's own I/O would starve.
		await nextTurn()
		if (done && times.length >= 60) break
	}
	return times.sort((a, b) => a - b)
}
const p95 = (times: number[]) =>
	`${percentile(times, 95).toFixed(1)} ms (p50 ${percentile(times, 50).toFixed(1)} ms, ${times.length} requests)`

const before = await otherReaders(Promise.resolve())
const text = readFileSync(`${SHARED}/imports/goodreads/goodreads_2020-02_philippbayer.csv`, 'utf8')
const job = importJob(db, bookServices(config))
const t0 = performance.now()
const importId = await createImport(db, userId, { name: 'goodreads_library_export.csv', text })
const t1 = performance.now()
const matching = otherReaders(job({ importId }))
const duringMatch = await matching
const t2 = performance.now()
const matched = (await importCounts(db, [importId])).get(importId)!
// Click 1: create every unmatched book from its row (the route's act step, then its job).
await startBulk(db, importId, 'unmatched', await countRowsToCreate(db, importId, 'unmatched'))
const duringCreate = await otherReaders(job({ importId }))
const t2b = performance.now()
// Click 2: Import.
await moveImport(db, importId, ['review'], 'queued')
const t3 = performance.now()
const duringApply = await otherReaders(job({ importId }))
const t4 = performance.now()
const counts = (await importCounts(db, [importId])).get(importId)!
console.log(`database: ${values['database-url'] ? 'PostgreSQL' : 'SQLite'}`)
console.log(`parse and store ${counts.total} rows: ${(t1 - t0).toFixed(0)} ms`)
console.log(
	`match: ${(t2 - t1).toFixed(0)} ms; ${matched.total - matched.unmatched} matched, ${matched.unmatched} unmatched`,
)
console.log(
	`create every unmatched book from its row: ${(t2b - t2).toFixed(0)} ms; ${counts.total - counts.unmatched - (matched.total - matched.unmatched)} created`,
)
console.log(
	`import: ${(t4 - t3).toFixed(0)} ms; ${counts.imported} imported, ${counts.skipped} skipped, ${counts.failed} failed`,
)
console.log(`total: ${(t4 - t0).toFixed(0)} ms; from the first click to done: ${(t4 - t2).toFixed(0)} ms`)
console.log(`other readers before: p95 ${p95(before)}`)
console.log(`other readers while matching: p95 ${p95(duringMatch)}`)
console.log(`other readers while creating books: p95 ${p95(duringCreate)}`)
console.log(`other readers while importing: p95 ${p95(duringApply)}`)
await db.destroy()
