// How long a catalogue import holds the event loop per batch, as the administrators' upload runs it inside the
// server (src/server/catalogue/catalogue-import-job.ts) and as the command line does:
//   npx tsx bench/catalogue-batch-loop.ts [--batch 50] [--database-url postgres://…/<empty database>]
// Imports goodbooks-10k's books.csv into a fresh database in this process with monitorEventLoopDelay on, and
// reports the loop's delay (p50, p99, max) and the import's wall time. SQLite by default, in a temporary folder.
// The file is copied there alone, as the job copies an upload: without goodbooks' tag files beside it.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { importCatalog } from '../src/server/books/import-catalog.ts'
import { migrateToLatest, openDatabase } from '../src/server/db/database.ts'

const BOOKS = resolve(import.meta.dirname, '../../shared/data/catalog/goodbooks-10k/books.csv')
const { values } = parseArgs({
	options: { batch: { type: 'string', default: '50' }, 'database-url': { type: 'string' } },
})
const folder = mkdtempSync(join(tmpdir(), 'dogear-batch-loop-'))
const db = openDatabase(values['database-url'] ?? join(folder, 'dogear.sqlite'))
await migrateToLatest(db)
const books = join(folder, 'books.csv')
copyFileSync(BOOKS, books)

const RESOLUTION_MS = 10
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
// The histogram records the time between its samples, so an idle loop reads as the resolution: that is taken off.
const ms = (ns: number) => Math.max(0, Math.round(ns / 1e4 - RESOLUTION_MS * 100) / 100)
const started = performance.now()
histogram.enable()
const summary = await importCatalog(db, 'goodbooks', books, () => {}, { batchSize: Number(values.batch) })
histogram.disable()
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
	`batch ${values.batch}: ${summary.added} added in ${seconds} s; loop delay p50 ${ms(histogram.percentile(50))} ms,` +
		` p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms; load ${loadavg()[0]!.toFixed(1)}`,
)
await db.destroy()
rmSync(folder, { recursive: true, force: true })
