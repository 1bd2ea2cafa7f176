import type { Database } from '../db/schema.ts'
import { yieldEvery } from '../db/yield-every.ts'
import { createRowBook } from './create-row-book.ts'
import { eachAtMost } from './each-at-most.ts'
import { addBulkDone, endBulk, findImport, findRowsToCreate } from './import-queries.ts'

// Rows are read in batches; between batches the job looks whether the reader cancelled and counts progress.
const BATCH = 100
// A book is a few statements (a few milliseconds on SQLite); this much work runs between two turns of the event loop.
const TURN_MS = 10
const CONCURRENCY = 4

/**
 * The bulk action 'create every … book from its row', run by the import job while the import is 'creating':
 * each row's book is made from its own data (create-row-book.ts), four rows at a time with turns of the event
 * loop between rows, and
 * the import goes back to review. A row without a title is passed over (it has nothing to make a book of). A
 * created row has a book and no flag, so a job that a restart interrupted finds only the rows still to do.
 */
export async function createRowBooks(db: Database, importId: string, stopping?: AbortSignal) {
	const pause = yieldEvery(TURN_MS)
	for (let after = 0; ; ) {
		const found = await findImport(db, importId)
		if (found?.status !== 'creating' || !found.bulkRows) return
		const rows = await findRowsToCreate(db, importId, found.bulkRows, after, BATCH)
		if (rows.length === 0) break
		let done = 0
		// A few at a time: on PostgreSQL each book waits on its own round trips (SQLite runs them one by one anyway).
		await eachAtMost(CONCURRENCY, rows, async (row) => {
			if (stopping?.aborted) return
			await pause()
			if (row.record.title) await createRowBook(db, row)
			done++
		})
		await addBulkDone(db, importId, done)
		stopping?.throwIfAborted()
		after = rows.at(-1)!.position
	}
	await endBulk(db, importId)
}
