import { randomUUID } from 'node:crypto'
import type { Database } from '../db/schema.ts'
import { enqueue } from '../jobs/job-queue.ts'
import type { Storage } from '../storage/storage.ts'
import type { CatalogueUpload } from './catalogue-upload.ts'
import { insertCatalogueImport } from './catalogue-queries.ts'

/**
 * Stores the uploaded file, then writes its import and the job that runs it in one transaction. A file stored
 * for an import that then failed to be written is left unnamed in storage, never an import without its file.
 */
export async function startCatalogueImport(db: Database, storage: Storage, userId: string, upload: CatalogueUpload) {
	const storageKey = `catalogue-imports/${randomUUID()}.${upload.extension}`
	await storage.put(storageKey, upload.bytes)
	return db.transaction().execute(async (trx) => {
		const importId = await insertCatalogueImport(trx, {
			userId,
			format: upload.format,
			fileName: upload.fileName,
			storageKey,
			size: upload.bytes.byteLength,
			status: 'queued',
		})
		await enqueue(trx, 'catalogue-import', { importId })
		return importId
	})
}
