import { Hono } from 'hono'
import {
	AdminReportQuery,
	type AdminReportPage,
	ResolveInput,
	type ResolveResponse,
} from '../../shared/schemas/admin.ts'
import type { Database } from '../db/schema.ts'
import type { AppEnv } from '../http/session.ts'
import { readJson, readQuery } from '../http/validate.ts'
import { reportRows } from './admin-queries.ts'
import { adminReportView } from './report-previews.ts'
import { requireAdmin } from './require-admin.ts'
import { resolveReport } from './resolve-report.ts'

/** The administrators' reports: anyone else gets 404 (require-admin.ts). */
export const adminRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>()
		.get('/admin/reports', async (c) => {
			await requireAdmin(db, c)
			const query = readQuery(c, AdminReportQuery)
			const { rows, nextCursor } = await reportRows(db, query.status, query.cursor)
			const items = await Promise.all(rows.map((row) => adminReportView(db, row)))
			return c.json({ items, nextCursor } satisfies AdminReportPage)
		})
		.post('/admin/reports/:id/resolve', async (c) => {
			const admin = await requireAdmin(db, c)
			const { action } = await readJson(c, ResolveInput)
			const closed = await resolveReport(db, admin.id, c.req.param('id'), action)
			return c.json({ action, closed } satisfies ResolveResponse)
		})
