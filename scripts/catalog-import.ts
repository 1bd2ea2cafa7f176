// npm run catalog:import -- --format goodbooks|openlibrary <file>
// Imports a catalogue file into the database the server uses (DATA_DIR / DATABASE_URL), migrating it first.
import { existsSync, statSync } from 'node:fs'
import { basename } from 'node:path'
import { parseArgs } from 'node:util'
import { endCatalogueImport, importCounts, insertCatalogueImport } from '../src/server/catalogue/catalogue-queries.ts'
import { ConfigError, loadConfig } from '../src/server/config.ts'
import { migrateToLatest, openDatabase } from '../src/server/db/database.ts'
import {
	IMPORT_FORMATS,
	importCatalog,
	type ImportFormat,
	type ImportSummary,
} from '../src/server/books/import-catalog.ts'

const USAGE = `Usage: npm run catalog:import -- --format ${IMPORT_FORMATS.join('|')} <file>
  goodbooks    goodbooks-10k books.csv
  openlibrary  an Open Library dump (.txt or .txt.gz); import the authors dump before works and editions`

function fail(message: string): never {
	console.error(`${message}\n\n${USAGE}`)
	process.exit(2)
}

function parse() {
	try {
		const { values, positionals } = parseArgs({
			options: { format: { type: 'string' }, help: { type: 'boolean' } },
			allowPositionals: true,
		})
		if (values.help) {
			console.log(USAGE)
			process.exit(0)
		}
		const format = values.format as ImportFormat | undefined
		if (!format || !IMPORT_FORMATS.includes(format)) fail(`--format must be one of ${IMPORT_FORMATS.join(', ')}`)
		if (positionals.length !== 1) fail('Give exactly one file to import')
		if (!existsSync(positionals[0]!)) fail(`No such file: ${positionals[0]}`)
		return { format, path: positionals[0]! }
	} catch (error) {
		return fail((error as Error).message)
	}
}

function report(summary: ImportSummary, seconds: number) {
	console.log(
		`Read ${summary.read} records in ${seconds.toFixed(1)} s: ${summary.added} added, ${summary.updated} updated, ${summary.unchanged} unchanged, ${Object.values(summary.skipped).reduce((a, b) => a + b, 0)} skipped`,
	)
	for (const [reason, count] of Object.entries(summary.skipped)) console.log(`  skipped ${count}: ${reason}`)
	if (summary.community)
		console.log(
			`  community data: ${summary.community.ratings} books with goodbooks ratings, ${summary.community.genres} with genres`,
		)
}

const { format, path } = parse()
let config: ReturnType<typeof loadConfig>
try {
	config = loadConfig()
} catch (error) {
	if (!(error instanceof ConfigError)) throw error
	fail(error.message)
}
const db = openDatabase(config.databaseUrl)
try {
	await migrateToLatest(db)
	const started = performance.now()
	const progress = (s: ImportSummary) =>
		process.stderr.write(`\r${s.read} records: ${s.added} added, ${s.updated} updated, ${s.unchanged} unchanged`)
	const summary = await importCatalog(db, format, path, process.stderr.isTTY ? progress : undefined)
	if (process.stderr.isTTY) process.stderr.write('\n')
	report(summary, (performance.now() - started) / 1000)
	// The admin catalogue page's "last import" knows this one too, run by nobody in particular.
	const id = await insertCatalogueImport(db, {
		userId: null,
		format,
		fileName: basename(path),
		storageKey: null,
		size: statSync(path).size,
		status: 'running',
	})
	await endCatalogueImport(db, id, { status: 'done', counts: importCounts(summary) })
} finally {
	await db.destroy()
}
