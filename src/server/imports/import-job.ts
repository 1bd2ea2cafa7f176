import { z } from 'zod'
import type { ImportRecord } from '../../shared/schemas/imports.ts'
import type { BookService } from '../books/book-service.ts'
import type { Database } from '../db/schema.ts'
import { yieldEvery } from '../db/yield-every.ts'
import { entriesChanged } from '../popular/popular-freshness.ts'
import { findDefaultVisibility } from '../profiles/profile-queries.ts'
import { applyImportRows, failImportRow } from './apply-import-rows.ts'
import { createRowBooks } from './create-row-books.ts'
import { eachAtMost } from './each-at-most.ts'
import {
	findImport,
	findUnappliedRows,
	findUnmatchedRows,
	moveImport,
	type RowMatch,
	setRowMatch,
} from './import-queries.ts'
import { matchByIdentifiers, matchByText } from './match-record.ts'

export const ImportJobPayload = z.object({ importId: z.string() })
// Rows are read in batches; between batches the job looks whether the reader cancelled.
const BATCH = 100
const MATCH_CONCURRENCY = 4
// A row is a few statements (a millisecond or so on SQLite); this much work runs between two turns of the event loop.
const TURN_MS = 10
// Rows applied in one transaction, a few statements for all of them (apply-import-rows.ts).
const APPLY_BATCH = 50

/**
 * The 'import' job: matches an uploaded import's rows (status 'matching', then 'review'), creates books from
 * rows for a bulk action of the review ('creating', then 'review' again: create-row-books.ts), or applies a
 * reviewed one ('queued', then 'running', then 'done'). Both phases pick up where they stopped, so a job that
 * a restart interrupted simply runs again when its lease runs out: matched rows keep their match, and applied
 * rows are claimed once (apply-import-rows.ts). A cancelled or deleted import ends the job quietly. When the server
 * stops (`stopping`), the rows being matched or applied finish and the job ends with the signal's reason, to go
 * on at the next start (jobs/job-worker.ts).
 */
export const importJob =
	(db: Database, services: BookService[]) => async (payload: unknown, stopping?: AbortSignal) => {
		const { importId } = ImportJobPayload.parse(payload)
		const found = await findImport(db, importId)
		if (found?.status === 'matching') await matchRows(db, services, importId, stopping)
		if (found?.status === 'creating') await createRowBooks(db, importId, stopping)
		if (found?.status === 'queued' || found?.status === 'running') await applyRows(db, importId, found.userId, stopping)
	}

const stillIn = async (db: Database, importId: string, status: string) =>
	(await findImport(db, importId))?.status === status

async function matchRows(db: Database, services: BookService[], importId: string, stopping?: AbortSignal) {
	let after = 0
	const pause = yieldEvery(TURN_MS)
	for (;;) {
		if (!(await stillIn(db, importId, 'matching'))) return
		const rows = await findUnmatchedRows(db, importId, after, BATCH)
		if (rows.length === 0) break
		const known = await matchByIdentifiers(
			db,
			rows.map((row) => row.record),
		)
		// The rest are searched a few at a time: on PostgreSQL each search waits on its own round trips.
		await eachAtMost(MATCH_CONCURRENCY, rows, async (row, index) => {
			if (stopping?.aborted) return
			await pause()
			await setRowMatch(db, importId, row.position, await bestMatch(db, services, row.record, known.get(index)))
		})
		stopping?.throwIfAborted()
		after = rows.at(-1)!.position
	}
	await moveImport(db, importId, ['matching'], 'review')
}

/** The identifier's match, unless it is missing or flagged and the title and author find the book. */
async function bestMatch(db: Database, services: BookService[], record: ImportRecord, known: RowMatch | undefined) {
	if (known && !known.flag) return known
	const byText = await matchByText(db, services, record)
	return byText.method === 'none' && known ? known : byText
}

async function applyRows(db: Database, importId: string, userId: string, stopping?: AbortSignal) {
	await moveImport(db, importId, ['queued'], 'running')
	const owner = { userId, visibility: await findDefaultVisibility(db, userId) }
	const pause = yieldEvery(TURN_MS)
	let after = 0
	try {
		for (;;) {
			if (!(await stillIn(db, importId, 'running'))) return
			const rows = await findUnappliedRows(db, importId, after, BATCH)
			if (rows.length === 0) break
			for (let start = 0; start < rows.length && !stopping?.aborted; start += APPLY_BATCH) {
				await pause()
				const batch = rows.slice(start, start + APPLY_BATCH)
				// A row that cannot be written undoes its batch: the rows go again one a transaction, and only it fails.
				await applyImportRows(db, owner, batch).catch(async () => {
					for (const row of batch)
						await applyImportRows(db, owner, [row]).catch((error: unknown) => failImportRow(db, row, error))
				})
			}
			stopping?.throwIfAborted()
			after = rows.at(-1)!.position
		}
		await moveImport(db, importId, ['running'], 'done', new Date().toISOString())
	} finally {
		entriesChanged()
	}
}
