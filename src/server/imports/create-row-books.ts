import type { Database } from '../db/schema.ts'
import { yieldEvery } from '../db/yield-every.ts'
import { createBooksFromRows } from './books-from-rows.ts'
import { addBulkDone, endBulk, findImport, findRowsToCreate } from './import-queries.ts'

// Rows are read in batches; between batches the job looks whether the reader cancelled and counts progress.
const BATCH = 100
// Books made in one transaction, a few statements for all of them (books-from-rows.ts). On SQLite a batch holds the
// database and the event loop until it commits: 25 books held it 270 ms (p50) on a loaded host, 8 about as long
// as one book a transaction did before.
const CREATE_BATCH = 8
// This much work runs between two turns of the event loop.
const TURN_MS = 10

/**
 * The bulk action 'create every … book from its row', run by the import job while the import is 'creating':
 * the rows' books are made from their own data (books-from-rows.ts), a batch a transaction with turns of the
 * event loop between batches, and the import goes back to review. A row without a title is passed over (it has
 * nothing to make a book of). A created row has a book and no flag, so a job that a restart interrupted finds
 * only the rows still to do.
 */
export async function createRowBooks(db: Database, importId: string, stopping?: AbortSignal) {
	const pause = yieldEvery(TURN_MS)
	for (let after = 0; ; ) {
		const found = await findImport(db, importId)
		if (found?.status !== 'creating' || !found.bulkRows) return
		const rows = await findRowsToCreate(db, importId, found.bulkRows, after, BATCH)
		if (rows.length === 0) break
		let done = 0
		for (let start = 0; start < rows.length && !stopping?.aborted; start += CREATE_BATCH) {
			await pause()
			const batch = rows.slice(start, start + CREATE_BATCH)
			await createBooksFromRows(
				db,
				batch.filter((row) => row.record.title),
			)
			done += batch.length
		}
		await addBulkDone(db, importId, done)
		stopping?.throwIfAborted()
		after = rows.at(-1)!.position
	}
	await endBulk(db, importId)
}
