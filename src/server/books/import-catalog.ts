import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../db/schema.ts'
import { csvRecords } from './csv-rows.ts'
import { importGoodbooksCommunity } from './goodbooks-community.ts'
import { bookFromGoodbooks } from './goodbooks-records.ts'
import { recordFromDumpLine } from './open-library-dump.ts'
import { upsertAuthor } from './upsert-author.ts'
import { upsertBook } from './upsert-book.ts'
import { upsertBooks } from './upsert-books.ts'

export const IMPORT_FORMATS = ['goodbooks', 'openlibrary'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]
export type ImportSummary = {
	read: number
	added: number
	updated: number
	unchanged: number
	skipped: Record<string, number>
	/** goodbooks: books given the catalogue's rating, and books given genres from its tags. */
	community?: { ratings: number; genres: number }
}

// One transaction per batch: SQLite commits ~100x faster than row by row, and memory stays flat.
const BATCH_SIZE = 500

/**
 * Streams a goodbooks-10k books.csv or an Open Library dump (.gz or plain) into the catalogue in batched
 * transactions. Idempotent: records are merged by identifier, so a second run only counts them unchanged.
 * Between batches it lets other work run: inside a server, `batchSize` bounds how long a batch holds SQLite's
 * synchronous driver, and so the event loop.
 */
export async function importCatalog(
	db: Kysely<DB>,
	format: ImportFormat,
	path: string,
	onBatch: (summary: ImportSummary) => void = () => {},
	{ batchSize = BATCH_SIZE } = {},
): Promise<ImportSummary> {
	const summary: ImportSummary = { read: 0, added: 0, updated: 0, unchanged: 0, skipped: {} }
	const source = open(path)
	const items: AsyncIterable<Record<string, string> | string> =
		format === 'goodbooks' ? csvRecords(source) : createInterface({ input: source, crlfDelay: Infinity })
	let batch: (Record<string, string> | string)[] = []
	const flush = async () => {
		const items = batch
		batch = []
		await db.transaction().execute(async (trx) => {
			if (format === 'goodbooks') await importBooks(trx, items as Record<string, string>[], summary)
			else for (const item of items) await importOne(trx, item, summary)
		})
		onBatch(summary)
		await new Promise((resolve) => setImmediate(resolve))
	}
	for await (const item of items) {
		if (typeof item === 'string' && item.trim() === '') continue
		batch.push(item)
		if (batch.length >= batchSize) await flush()
	}
	if (batch.length > 0) await flush()
	if (format === 'goodbooks') summary.community = await importGoodbooksCommunity(db, path)
	// Fresh statistics, so the query planner knows the catalogue is no longer empty.
	await sql`analyze`.execute(db)
	return summary
}

function open(path: string): Readable {
	const file = createReadStream(path)
	const stream = path.endsWith('.gz') ? file.pipe(createGunzip()) : file
	return stream.setEncoding('utf8')
}

async function importOne(trx: Transaction<DB>, item: Record<string, string> | string, summary: ImportSummary) {
	summary.read++
	const record = typeof item === 'string' ? await recordFromDumpLine(trx, item) : bookFromGoodbooks(item)
	if ('skip' in record) {
		summary.skipped[record.skip] = (summary.skipped[record.skip] ?? 0) + 1
		return
	}
	const now = new Date().toISOString()
	const { outcome } =
		'author' in record ? await upsertAuthor(trx, record.author, now) : await upsertBook(trx, record.book, now)
	summary[outcome]++
}

/** A goodbooks batch: its new books go in a few statements (upsert-books.ts), not ~10 each. */
async function importBooks(trx: Transaction<DB>, rows: Record<string, string>[], summary: ImportSummary) {
	const books = []
	for (const row of rows) {
		summary.read++
		const record = bookFromGoodbooks(row)
		if ('skip' in record) summary.skipped[record.skip] = (summary.skipped[record.skip] ?? 0) + 1
		else books.push(record.book)
	}
	for (const { outcome } of await upsertBooks(trx, books, new Date().toISOString())) summary[outcome]++
}
