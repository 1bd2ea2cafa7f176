import type { ImportRow, ImportView } from '../../shared/schemas/imports.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { findImport, importCounts, type ImportRowData } from './import-queries.ts'

type ImportData = NonNullable<Awaited<ReturnType<typeof findImport>>>

const EMPTY = {
	total: 0,
	matched: 0,
	unmatched: 0,
	flagged: 0,
	toImport: 0,
	imported: 0,
	skipped: 0,
	failed: 0,
	done: 0,
}

/** Imports as the client sees them, with their progress counts. */
export async function importViews(db: Database, imports: ImportData[]): Promise<ImportView[]> {
	const counts = await importCounts(
		db,
		imports.map((i) => i.id),
	)
	return imports.map((i) => ({
		id: i.id,
		source: i.source,
		fileName: i.fileName,
		status: i.status,
		counts: { ...EMPTY, ...counts.get(i.id) },
		createdAt: i.createdAt,
		finishedAt: i.finishedAt,
		bulk: i.status === 'creating' && i.bulkRows ? { rows: i.bulkRows, total: i.bulkTotal, done: i.bulkDone } : null,
	}))
}

/** Rows with their matched books' summaries (a book deleted since shows as no book). */
export async function importRowViews(db: Database, rows: ImportRowData[]): Promise<ImportRow[]> {
	const books = new Map(
		(await bookSummaries(db, [...new Set(rows.flatMap((r) => (r.bookId ? [r.bookId] : [])))])).map((b) => [b.id, b]),
	)
	return rows.map((row) => ({
		position: row.position,
		record: row.record,
		book: (row.bookId && books.get(row.bookId)) || null,
		method: row.method ?? 'none',
		confidence: row.confidence,
		flag: row.flag,
		skip: row.skip === 1,
		outcome: row.outcome,
		reason: row.reason,
	}))
}
