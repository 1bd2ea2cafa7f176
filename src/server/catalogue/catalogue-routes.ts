import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
	CATALOGUE_UPLOAD_MAX_BYTES,
	CatalogueMessages,
	type CatalogueImportResponse,
	type CatalogueOverview,
	type CatalogueServices,
} from '../../shared/schemas/catalogue.ts'
import { requireAdmin } from '../admin/require-admin.ts'
import { checkBookServices } from '../books/book-service-check.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import type { AppEnv } from '../http/session.ts'
import type { Storage } from '../storage/storage.ts'
import { catalogueImportPending, countCatalogue, latestCatalogueImport } from './catalogue-queries.ts'
import { readCatalogueUpload } from './catalogue-upload.ts'
import { startCatalogueImport } from './start-catalogue-import.ts'

export const CATALOGUE_UPLOAD_PATH = '/api/admin/catalogue/imports'
// Multipart framing and the format field add a little to the file itself.
const uploadLimit = bodyLimit({
	maxSize: CATALOGUE_UPLOAD_MAX_BYTES + 64 * 1024,
	onError: () => {
		throw new ApiError(413, 'too_large', CatalogueMessages.fileTooLarge, { file: CatalogueMessages.fileTooLarge })
	},
})

/** The administrators' catalogue page: anyone else gets 404, before an upload's body is read. */
export function catalogueRoutes({ db, config, storage }: { db: Database; config: Config; storage: Storage }) {
	const adminsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
		await requireAdmin(db, c)
		await next()
	}
	return new Hono<AppEnv>()
		.get('/admin/catalogue', adminsOnly, async (c) => {
			const [size, lastImport] = await Promise.all([countCatalogue(db), latestCatalogueImport(db)])
			return c.json({ size, lastImport } satisfies CatalogueOverview)
		})
		.get('/admin/catalogue/services', adminsOnly, async (c) =>
			c.json({ services: await checkBookServices(config) } satisfies CatalogueServices),
		)
		.post('/admin/catalogue/imports', adminsOnly, uploadLimit, async (c) => {
			const admin = c.var.user!
			const upload = await readCatalogueUpload(c.req.raw)
			if (await catalogueImportPending(db)) throw new ApiError(409, 'conflict', CatalogueMessages.running)
			await startCatalogueImport(db, storage, admin.id, upload)
			return c.json({ import: (await latestCatalogueImport(db))! } satisfies CatalogueImportResponse, 202)
		})
}
