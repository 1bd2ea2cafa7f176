import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { z } from 'zod'
import { importCatalog } from '../books/import-catalog.ts'
import type { Database } from '../db/schema.ts'
import { log } from '../ops/log.ts'
import type { Storage } from '../storage/storage.ts'
import { claimCatalogueImport, endCatalogueImport, importCounts, saveImportProgress } from './catalogue-queries.ts'
import { countCatalogueRecords } from './count-catalogue-records.ts'

// Measured in docs/performance.md ('Event-loop delay'): on SQLite 500, the command line's batch, held the loop
// 146 ms; 50 holds it 34 ms at most.
const SERVER_BATCH_SIZE = 50

export const CatalogueImportPayload = z.object({ importId: z.string() })

/**
 * The 'catalogue-import' job: copies the uploaded file from storage to a temporary file (the import streams from a
 * path, and S3 is not a disk), counts its records for the progress bar, and imports it with the command line's
 * importCatalog, writing the counts after every batch. A file that cannot be imported ends the import as failed
 * with the reason, and is not retried: the administrator sees why and uploads another. When the server stops,
 * the import goes back to the queue and runs again at the next start (importing is idempotent).
 */
export const catalogueImportJob =
	(db: Database, storage: Storage) => async (payload: unknown, stopping: AbortSignal) => {
		const { importId } = CatalogueImportPayload.parse(payload)
		const claimed = await claimCatalogueImport(db, importId)
		if (!claimed?.storageKey) return
		const folder = await mkdtemp(join(tmpdir(), 'dogear-catalogue-'))
		try {
			// The import unpacks a file whose name ends in .gz.
			const path = join(folder, claimed.storageKey.endsWith('.gz') ? 'catalogue.txt.gz' : 'catalogue.txt')
			const stored = await storage.stream(claimed.storageKey)
			if (!stored) throw new Error('The uploaded file is no longer in storage; upload it again')
			await pipeline(Readable.fromWeb(stored.body as WebReadableStream<Uint8Array>), createWriteStream(path))
			await saveImportProgress(db, importId, { total: await countCatalogueRecords(claimed.format, path) })
			let saving = Promise.resolve()
			const summary = await importCatalog(
				db,
				claimed.format,
				path,
				(progress) => {
					const now = importCounts(progress)
					saving = saving
						.then(() => saveImportProgress(db, importId, now))
						.catch((error: unknown) => log.warn({ err: error }, 'catalogue import: could not save its progress'))
					// Between batches: what is imported stays, and the next start imports the file again.
					stopping.throwIfAborted()
				},
				// Readers are served between batches: a batch this small holds the event loop for tens of milliseconds.
				{ batchSize: SERVER_BATCH_SIZE },
			)
			await saving
			await storage.delete(claimed.storageKey)
			await endCatalogueImport(db, importId, { status: 'done', counts: importCounts(summary) })
		} catch (error) {
			if (stopping.aborted && error === stopping.reason) {
				await endCatalogueImport(db, importId, { status: 'queued' })
				throw error
			}
			log.error({ err: error }, `catalogue import ${importId} failed`)
			const message = error instanceof Error ? error.message : String(error)
			await storage.delete(claimed.storageKey)
			await endCatalogueImport(db, importId, { status: 'failed', error: message })
		} finally {
			await rm(folder, { recursive: true, force: true })
		}
	}
