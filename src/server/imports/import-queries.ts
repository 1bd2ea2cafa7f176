import { type Insertable, sql, type Selectable } from 'kysely'
import type { ImportCounts, ImportRecord, ImportStatus, RowFilter } from '../../shared/schemas/imports.ts'
import type { ImportRowTable, ImportTable } from '../db/import-schema.ts'
import type { ExpressionBuilder } from 'kysely'
import type { DB } from '../db/schema.ts'
import type { Database } from '../db/schema.ts'
import { yieldEvery } from '../db/yield-every.ts'

type RowSelected = Selectable<ImportRowTable>
export type ImportRowData = Omit<RowSelected, 'record'> & { record: ImportRecord }
/** A row's book and how it was found; flag says why an identifier match needs the reader's look. */
export type RowMatch = {
	bookId: string | null
	method: NonNullable<RowSelected['method']>
	confidence: number
	flag?: string | null
}
/** The rows a bulk action takes: without a book, flagged, or matched by title and author. */
export type BulkRows = 'unmatched' | 'flagged' | 'title_author'
const IMPORT_COLUMNS = [
	'id',
	'userId',
	'source',
	'fileName',
	'status',
	'rowCount',
	'createdAt',
	'updatedAt',
	'finishedAt',
	'bulkRows',
	'bulkTotal',
	'bulkDone',
] as const
const ROW_COLUMNS = [
	'importId',
	'position',
	'record',
	'bookId',
	'method',
	'confidence',
	'skip',
	'outcome',
	'reason',
	'flag',
] as const
// SQLite allows 32,766 bound values per statement; 9 columns × 100 rows stays well under it, and a statement
// takes a few milliseconds, so the event loop gets a turn between them (yieldEvery).
const INSERT_BATCH = 100

const withRecord = (row: RowSelected): ImportRowData => ({ ...row, record: JSON.parse(row.record) as ImportRecord })

/** Stores an import and its rows; `records` are the rows' ImportRecords as JSON, in file order. */
export async function insertImport(db: Database, row: Insertable<ImportTable>, records: string[]) {
	await db.insertInto('import').values(row).execute()
	const pause = yieldEvery(10)
	for (let start = 0; start < records.length; start += INSERT_BATCH) {
		await pause()
		const batch = records.slice(start, start + INSERT_BATCH).map((record, i) => ({
			importId: row.id,
			position: start + i + 1,
			record,
			bookId: null,
			method: null,
			confidence: 0,
			skip: 0,
			outcome: null,
			reason: null,
		}))
		await db.insertInto('importRow').values(batch).execute()
	}
}

export function findImport(db: Database, id: string) {
	return db.selectFrom('import').select(IMPORT_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export function findImportsOf(db: Database, userId: string) {
	return db
		.selectFrom('import')
		.select(IMPORT_COLUMNS)
		.where('userId', '=', userId)
		.orderBy('createdAt', 'desc')
		.limit(50)
		.execute()
}

/** Moves an import from one of `from` to `to`; false when it was in none of them (a race or a stale click). */
export async function moveImport(
	db: Database,
	id: string,
	from: ImportStatus[],
	to: ImportStatus,
	finishedAt: string | null = null,
) {
	const at = new Date().toISOString()
	const result = await db
		.updateTable('import')
		.set({ status: to, updatedAt: at, finishedAt })
		.where('id', '=', id)
		.where('status', 'in', from)
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

export function deleteImport(db: Database, id: string) {
	return db.deleteFrom('import').where('id', '=', id).execute()
}

/** The counts an import's progress bar and report show, in one pass over its rows. */
export async function importCounts(db: Database, importIds: string[]) {
	if (importIds.length === 0) return new Map<string, ImportCounts>()
	const rows = await db
		.selectFrom('importRow')
		.select([
			'importId',
			sql<number>`count(*)`.as('total'),
			sql<number>`count("method")`.as('matched'),
			sql<number>`sum(case when "method" = 'none' then 1 else 0 end)`.as('unmatched'),
			sql<number>`sum(case when "flag" is not null then 1 else 0 end)`.as('flagged'),
			sql<number>`sum(case when "bookId" is not null and "skip" = 0 and "flag" is null then 1 else 0 end)`.as(
				'toImport',
			),
			sql<number>`sum(case when "outcome" = 'imported' then 1 else 0 end)`.as('imported'),
			sql<number>`sum(case when "outcome" = 'skipped' then 1 else 0 end)`.as('skipped'),
			sql<number>`sum(case when "outcome" = 'failed' then 1 else 0 end)`.as('failed'),
			sql<number>`count("outcome")`.as('done'),
		])
		.where('importId', 'in', importIds)
		.groupBy('importId')
		.execute()
	// PostgreSQL returns count and sum as strings (bigint, numeric).
	return new Map(
		rows.map(({ importId, ...counts }) => [
			importId,
			Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v ?? 0)])) as ImportCounts,
		]),
	)
}

/** One page of an import's rows in file order, and how many rows the filter keeps. */
export async function findRowsPage(
	db: Database,
	importId: string,
	{ page, limit, show }: { page: number; limit: number; show: RowFilter },
) {
	const base = db.selectFrom('importRow').where('importId', '=', importId)
	const filtered =
		show === 'all'
			? base
			: show === 'unmatched' || show === 'flagged' || show === 'title_author'
				? base.where((eb) => bulkRowsWhere(eb, show))
				: base.where('outcome', '=', show)
	const [rows, total] = await Promise.all([
		filtered
			.select(ROW_COLUMNS)
			.orderBy('position')
			.limit(limit)
			.offset((page - 1) * limit)
			.execute(),
		filtered.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
	])
	return { rows: rows.map(withRecord), total: Number(total.n) }
}

export async function findRow(db: Database, importId: string, position: number) {
	const row = await db
		.selectFrom('importRow')
		.select(ROW_COLUMNS)
		.where('importId', '=', importId)
		.where('position', '=', position)
		.executeTakeFirst()
	return row && withRecord(row)
}

/** The next rows after `after` that the matching job has not looked at. */
export async function findUnmatchedRows(db: Database, importId: string, after: number, limit: number) {
	const rows = await db
		.selectFrom('importRow')
		.select(ROW_COLUMNS)
		.where('importId', '=', importId)
		.where('method', 'is', null)
		.where('position', '>', after)
		.orderBy('position')
		.limit(limit)
		.execute()
	return rows.map(withRecord)
}

/** The next rows after `after` that the import job has not applied. */
export async function findUnappliedRows(db: Database, importId: string, after: number, limit: number) {
	const rows = await db
		.selectFrom('importRow')
		.select(ROW_COLUMNS)
		.where('importId', '=', importId)
		.where('outcome', 'is', null)
		.where('position', '>', after)
		.orderBy('position')
		.limit(limit)
		.execute()
	return rows.map(withRecord)
}

export function setRowMatch(db: Database, importId: string, position: number, match: RowMatch) {
	return db
		.updateTable('importRow')
		.set({ ...match, flag: match.flag ?? null })
		.where('importId', '=', importId)
		.where('position', '=', position)
		.execute()
}

export function setRowSkip(db: Database, importId: string, position: number, skip: boolean) {
	return db
		.updateTable('importRow')
		.set({ skip: Number(skip) })
		.where('importId', '=', importId)
		.where('position', '=', position)
		.execute()
}

/** What applying a row did. */
export type RowOutcome = { outcome: 'imported' | 'skipped' | 'failed'; reason: string }

/**
 * Claims rows for applying by marking them failed (`reason`), only those without an outcome yet; the positions
 * claimed. Run inside the transaction that applies them: a second run of the job (a restart, another server
 * after the lease ran out) finds them claimed, and on PostgreSQL a concurrent claim waits for this transaction
 * and then matches nothing.
 */
export async function claimRows(trx: Database, importId: string, positions: number[], reason = 'Not applied') {
	const rows = await trx
		.updateTable('importRow')
		.set({ outcome: 'failed', reason })
		.where('importId', '=', importId)
		.where('position', 'in', positions)
		.where('outcome', 'is', null)
		.returning('position')
		.execute()
	return rows.map((row) => row.position)
}

/** A value for each of these rows: `case "position" when … then … end`, so one statement writes them all. */
function byPosition(eb: ExpressionBuilder<DB, 'importRow'>, values: Map<number, string>) {
	const [[first, value], ...rest] = [...values] as [[number, string], ...[number, string][]]
	let cases = eb.case().when('position', '=', first).then(value)
	for (const [position, other] of rest) cases = cases.when('position', '=', position).then(other)
	return cases.end()
}

/** Each claimed row's outcome, in one statement. */
export async function setRowOutcomes(trx: Database, importId: string, outcomes: Map<number, RowOutcome>) {
	if (outcomes.size === 0) return
	const pick = (key: keyof RowOutcome) => new Map([...outcomes].map(([position, o]) => [position, o[key]]))
	await trx
		.updateTable('importRow')
		.set((eb) => ({
			outcome: byPosition(eb, pick('outcome')).$castTo<RowOutcome['outcome']>(),
			reason: byPosition(eb, pick('reason')),
		}))
		.where('importId', '=', importId)
		.where('position', 'in', [...outcomes.keys()])
		.execute()
}

/** Rows whose books were created from their own data (books-from-rows.ts): their books, in one statement. */
export async function setCreatedMatches(trx: Database, importId: string, books: Map<number, string>) {
	if (books.size === 0) return
	await trx
		.updateTable('importRow')
		.set((eb) => ({ bookId: byPosition(eb, books), method: 'created', confidence: 1, flag: null, skip: 0 }))
		.where('importId', '=', importId)
		.where('position', 'in', [...books.keys()])
		.execute()
}

/** Which rows a filter or bulk action means; a flagged row has a book but waits for the reader. */
function bulkRowsWhere(eb: ExpressionBuilder<DB, 'importRow'>, rows: BulkRows) {
	if (rows === 'unmatched') return eb('bookId', 'is', null)
	if (rows === 'flagged') return eb('flag', 'is not', null)
	return eb('method', '=', 'title_author')
}

/** Skips (or takes back) every row of a kind that is not applied yet, in one statement; how many it changed. */
export async function setSkipWhere(db: Database, importId: string, rows: BulkRows, skip: boolean) {
	const result = await db
		.updateTable('importRow')
		.set({ skip: Number(skip) })
		.where('importId', '=', importId)
		.where('outcome', 'is', null)
		.where((eb) => bulkRowsWhere(eb, rows))
		.executeTakeFirst()
	return Number(result.numUpdatedRows)
}

/** The next rows after `after` whose books a bulk action creates: of the kind, not skipped, not applied. */
export async function findRowsToCreate(
	db: Database,
	importId: string,
	rows: 'unmatched' | 'flagged',
	after: number,
	limit: number,
) {
	const found = await db
		.selectFrom('importRow')
		.select(ROW_COLUMNS)
		.where('importId', '=', importId)
		.where('skip', '=', 0)
		.where('outcome', 'is', null)
		.where((eb) => bulkRowsWhere(eb, rows))
		.where('position', '>', after)
		.orderBy('position')
		.limit(limit)
		.execute()
	return found.map(withRecord)
}

/** How many rows a bulk creation takes. */
export async function countRowsToCreate(db: Database, importId: string, rows: 'unmatched' | 'flagged') {
	const { n } = await db
		.selectFrom('importRow')
		.select(sql<number>`count(*)`.as('n'))
		.where('importId', '=', importId)
		.where('skip', '=', 0)
		.where('outcome', 'is', null)
		.where((eb) => bulkRowsWhere(eb, rows))
		.executeTakeFirstOrThrow()
	return Number(n)
}

/** Moves an import in review to 'creating' for a bulk creation of `total` rows; false when it was not in review. */
export async function startBulk(db: Database, id: string, rows: 'unmatched' | 'flagged', total: number) {
	const result = await db
		.updateTable('import')
		.set({ status: 'creating', bulkRows: rows, bulkTotal: total, bulkDone: 0, updatedAt: new Date().toISOString() })
		.where('id', '=', id)
		.where('status', '=', 'review')
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

export function addBulkDone(db: Database, id: string, done: number) {
	return db
		.updateTable('import')
		.set((eb) => ({ bulkDone: eb('bulkDone', '+', done) }))
		.where('id', '=', id)
		.execute()
}

/** Ends a bulk creation: the import is back in review (unless the reader cancelled meanwhile). */
export function endBulk(db: Database, id: string) {
	return db
		.updateTable('import')
		.set({ status: 'review', bulkRows: null, updatedAt: new Date().toISOString() })
		.where('id', '=', id)
		.where('status', '=', 'creating')
		.execute()
}
