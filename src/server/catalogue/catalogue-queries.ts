import { randomUUID } from 'node:crypto'
import type { CatalogueFormat, CatalogueImportView } from '../../shared/schemas/catalogue.ts'
import type { ImportSummary } from '../books/import-catalog.ts'
import type { Database } from '../db/schema.ts'

/** How many books, editions and authors the catalogue holds. */
export async function countCatalogue(db: Database) {
	const count = async (table: 'book' | 'edition' | 'author') =>
		Number(
			(
				await db
					.selectFrom(table)
					.select((eb) => eb.fn.countAll<number | string>().as('n'))
					.executeTakeFirstOrThrow()
			).n,
		)
	const [books, editions, authors] = await Promise.all([count('book'), count('edition'), count('author')])
	return { books, editions, authors }
}

/** True when the catalogue has no book at all: one indexed probe, not a count. */
export async function catalogueIsEmpty(db: Database) {
	return !(await db.selectFrom('book').select('id').limit(1).executeTakeFirst())
}

// A running import writes its progress at every batch; one silent for this long died with its server.
const STALE_MS = 2 * 60_000

const VIEW_COLUMNS = [
	'catalogueImport.id',
	'format',
	'fileName',
	'size',
	'status',
	'total',
	'read',
	'added',
	'updated',
	'unchanged',
	'skipped',
	'error',
	'catalogueImport.createdAt',
	'finishedAt',
	'user.username',
	'user.name',
] as const

/** The newest catalogue import, with who ran it. */
export async function latestCatalogueImport(db: Database): Promise<CatalogueImportView | null> {
	const row = await db
		.selectFrom('catalogueImport')
		.leftJoin('user', 'user.id', 'catalogueImport.userId')
		.select(VIEW_COLUMNS)
		.orderBy('catalogueImport.createdAt', 'desc')
		.limit(1)
		.executeTakeFirst()
	if (!row) return null
	const { username, name, size, ...rest } = row
	return {
		...rest,
		size: size === null ? null : Number(size),
		by: username !== null && name !== null ? { username, name } : null,
	}
}

/** True while an import waits or runs (one at a time: two would compete for the same rows). */
export async function catalogueImportPending(db: Database) {
	return Boolean(
		await db
			.selectFrom('catalogueImport')
			.select('id')
			.where('status', 'in', ['queued', 'running'])
			.limit(1)
			.executeTakeFirst(),
	)
}

export async function insertCatalogueImport(
	db: Database,
	row: {
		userId: string | null
		format: CatalogueFormat
		fileName: string
		storageKey: string | null
		size: number | null
		status: 'queued' | 'running'
	},
) {
	const id = randomUUID()
	const now = new Date().toISOString()
	await db
		.insertInto('catalogueImport')
		.values({ id, ...row, createdAt: now })
		.execute()
	return id
}

/**
 * Takes a queued import for this run, or a running one whose run has gone silent (its server died); counts
 * start again from zero, as the import itself does (it is idempotent). Undefined when another run has it.
 */
export async function claimCatalogueImport(db: Database, id: string) {
	const now = new Date()
	const staleBefore = new Date(now.getTime() - STALE_MS).toISOString()
	return db
		.updateTable('catalogueImport')
		.set({ status: 'running', heartbeatAt: now.toISOString(), read: 0, added: 0, updated: 0, unchanged: 0, skipped: 0 })
		.where('id', '=', id)
		.where((eb) =>
			eb.or([
				eb('status', '=', 'queued'),
				eb.and([
					eb('status', '=', 'running'),
					eb.or([eb('heartbeatAt', 'is', null), eb('heartbeatAt', '<', staleBefore)]),
				]),
			]),
		)
		.returning(['format', 'storageKey'])
		.executeTakeFirst()
}

export type ImportCounts = { read: number; added: number; updated: number; unchanged: number; skipped: number }

/** The counts an import keeps of importCatalog's summary: skipped records are counted together. */
export const importCounts = (s: ImportSummary): ImportCounts => ({
	read: s.read,
	added: s.added,
	updated: s.updated,
	unchanged: s.unchanged,
	skipped: Object.values(s.skipped).reduce((a, b) => a + b, 0),
})

export async function saveImportProgress(
	db: Database,
	id: string,
	progress: Partial<ImportCounts> & { total?: number },
) {
	await db
		.updateTable('catalogueImport')
		.set({ ...progress, heartbeatAt: new Date().toISOString() })
		.where('id', '=', id)
		.execute()
}

/** Ends a run: done with its counts, failed with its error, or queued again for the next start of the server. */
export async function endCatalogueImport(
	db: Database,
	id: string,
	end: { status: 'done'; counts: ImportCounts } | { status: 'failed'; error: string } | { status: 'queued' },
) {
	const finishedAt = end.status === 'queued' ? null : new Date().toISOString()
	await db
		.updateTable('catalogueImport')
		.set({
			status: end.status,
			heartbeatAt: null,
			finishedAt,
			...(end.status === 'done' ? { ...end.counts, storageKey: null } : {}),
			...(end.status === 'failed' ? { error: end.error, storageKey: null } : {}),
		})
		.where('id', '=', id)
		.execute()
}
