import { randomUUID } from 'node:crypto'
import type { Database } from '../db/schema.ts'
import { enqueue } from '../jobs/job-queue.ts'
import { type ImportUpload, parseImportUpload } from './import-parse-worker.ts'
import { insertImport } from './import-queries.ts'

/**
 * Parses an uploaded export and stores it with every row, then queues the job that matches the rows, all in
 * one transaction: a file that does not parse leaves nothing behind, and a stored import always has its job.
 * Nothing reaches the reading log until the reader has reviewed the rows and started the import.
 */
export async function createImport(db: Database, userId: string, upload: ImportUpload) {
	const { name, source, records } = await parseImportUpload(upload)
	const id = randomUUID()
	const at = new Date().toISOString()
	await db.transaction().execute(async (trx) => {
		await insertImport(
			trx,
			{
				id,
				userId,
				source,
				fileName: name.slice(0, 200),
				status: 'matching',
				rowCount: records.length,
				createdAt: at,
				updatedAt: at,
				finishedAt: null,
			},
			records,
		)
		await enqueue(trx, 'import', { importId: id })
	})
	return id
}
