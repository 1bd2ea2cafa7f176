import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
	IMPORT_MAX_BYTES,
	ImportBulkAction,
	ImportMessages,
	ImportRowChange,
	ImportRowsQuery,
	ImportUploadJson,
	type ImportList,
	type ImportRowPage,
	type ImportStatus,
	type ImportView,
} from '../../shared/schemas/imports.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { enforceRateLimits } from '../http/rate-limit.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson, readQuery } from '../http/validate.ts'
import { enqueue } from '../jobs/job-queue.ts'
import { changeImportRow } from './change-import-row.ts'
import { createImport } from './create-import.ts'
import type { ImportUpload } from './import-parse-worker.ts'
import {
	countRowsToCreate,
	deleteImport,
	findImport,
	findImportsOf,
	findRow,
	findRowsPage,
	moveImport,
	setSkipWhere,
	startBulk,
} from './import-queries.ts'
import { importRowViews, importViews } from './import-views.ts'

/** Where uploads go: app.ts lets this path past the 1 MB JSON limit, and uploadLimit applies instead. */
export const IMPORT_UPLOAD_PATH = '/api/imports'
const tooLarge = () =>
	new ApiError(413, 'too_large', ImportMessages.fileTooLarge, { file: ImportMessages.fileTooLarge })
// Multipart framing and the other fields add a little to the file itself.
const uploadLimit = bodyLimit({
	maxSize: IMPORT_MAX_BYTES + 64 * 1024,
	onError: () => {
		throw tooLarge()
	},
})
const uploadRate = (userId: string) => [{ key: `import:user:${userId}`, limit: 20, windowMs: 60 * 60_000 }]
const notInReview = (status: ImportStatus) =>
	new ApiError(409, 'conflict', status === 'creating' ? ImportMessages.busy : ImportMessages.notInReview)

/** Imports of other services' exports: upload, review, run, cancel. Mounted at /api. */
export const importRoutes = ({ db }: { db: Database }) => {
	/** The reader's own import, else 404 (another reader's import does not exist for them). */
	const ownImport = async (c: Context<AppEnv>) => {
		const user = requireUser(c)
		const found = await findImport(db, c.req.param('id') ?? '')
		if (!found || found.userId !== user.id) throw notFound('Import')
		return found
	}
	const view = async (id: string) => (await importViews(db, [(await findImport(db, id))!]))[0]!
	return new Hono<AppEnv>()
		.post('/imports', uploadLimit, async (c) => {
			const user = requireUser(c)
			await enforceRateLimits(db, uploadRate(user.id))
			const id = await createImport(db, user.id, await uploadedFile(c))
			return c.json((await view(id)) satisfies ImportView, 201)
		})
		.get('/imports', async (c) => {
			const user = requireUser(c)
			return c.json({ items: await importViews(db, await findImportsOf(db, user.id)) } satisfies ImportList)
		})
		.get('/imports/:id', async (c) => c.json((await view((await ownImport(c)).id)) satisfies ImportView))
		.get('/imports/:id/rows', async (c) => {
			const found = await ownImport(c)
			const query = readQuery(c, ImportRowsQuery)
			const { rows, total } = await findRowsPage(db, found.id, query)
			const pageCount = Math.max(1, Math.ceil(total / query.limit))
			return c.json({
				items: await importRowViews(db, rows),
				total,
				page: query.page,
				pageCount,
			} satisfies ImportRowPage)
		})
		.put('/imports/:id/rows/:position', async (c) => {
			const found = await ownImport(c)
			const change = await readJson(c, ImportRowChange)
			const position = Number(c.req.param('position'))
			const row = Number.isInteger(position) ? await findRow(db, found.id, position) : undefined
			if (!row) throw notFound('Import row')
			if (found.status !== 'review') throw notInReview(found.status)
			await changeImportRow(db, row, change)
			return c.json((await importRowViews(db, [(await findRow(db, found.id, position))!]))[0]!)
		})
		.post('/imports/:id/bulk', async (c) => {
			const found = await ownImport(c)
			const { action, rows } = await readJson(c, ImportBulkAction)
			if (found.status !== 'review') throw notInReview(found.status)
			if (action !== 'create') await setSkipWhere(db, found.id, rows, action === 'skip')
			else if (rows !== 'title_author') {
				const total = await countRowsToCreate(db, found.id, rows)
				await db.transaction().execute(async (trx) => {
					if (!(await startBulk(trx, found.id, rows, total))) throw notInReview(found.status)
					await enqueue(trx, 'import', { importId: found.id })
				})
			}
			return c.json((await view(found.id)) satisfies ImportView, 202)
		})
		.post('/imports/:id/run', async (c) => {
			const found = await ownImport(c)
			await db.transaction().execute(async (trx) => {
				if (!(await moveImport(trx, found.id, ['review'], 'queued'))) throw notInReview(found.status)
				await enqueue(trx, 'import', { importId: found.id })
			})
			return c.json((await view(found.id)) satisfies ImportView)
		})
		.post('/imports/:id/cancel', async (c) => {
			const found = await ownImport(c)
			if (
				!(await moveImport(
					db,
					found.id,
					['matching', 'review', 'creating', 'queued', 'running'],
					'cancelled',
					new Date().toISOString(),
				))
			) {
				throw new ApiError(409, 'conflict', 'This import has already ended')
			}
			return c.json((await view(found.id)) satisfies ImportView)
		})
		.delete('/imports/:id', async (c) => {
			const found = await ownImport(c)
			if (found.status === 'running' || found.status === 'queued' || found.status === 'creating')
				throw new ApiError(409, 'conflict', ImportMessages.running)
			await deleteImport(db, found.id)
			return c.body(null, 204)
		})
}

/**
 * The upload: JSON { fileName, text } (scripts, tests), or the multipart body as it came, whose field 'file' the
 * parser's worker reads (import-parse-worker.ts): reading a 10 MB form is itself work for the CPU.
 */
async function uploadedFile(c: Context<AppEnv>): Promise<ImportUpload> {
	const contentType = c.req.header('content-type') ?? ''
	if (contentType.startsWith('application/json')) {
		const { fileName, text, source } = await readJson(c, ImportUploadJson)
		if (Buffer.byteLength(text) > IMPORT_MAX_BYTES) throw tooLarge()
		return { name: fileName, text: text.replace(/^\uFEFF/, ''), source }
	}
	return { contentType, body: await c.req.arrayBuffer() }
}
