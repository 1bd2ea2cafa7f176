import { type Context, Hono } from 'hono'
import {
	AdminReportQuery,
	type AdminReportPage,
	ResolveInput,
	type ResolveResponse,
} from '../../shared/schemas/admin.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import type { AppEnv } from '../http/session.ts'
import { readJson, readQuery } from '../http/validate.ts'
import { reportRows } from './admin-queries.ts'
import { isAdmin } from './reader-standing.ts'
import { adminReportView } from './report-previews.ts'
import { resolveReport } from './resolve-report.ts'

/**
 * The administrators' side. Anyone else (signed out too) gets the same 404 as an unknown route, so these
 * routes do not announce themselves. The role is read from the profile on each request, not from the
 * session cache, so revoking it takes effect at once.
 */
export const adminRoutes = ({ db }: { db: Database }) => {
	const requireAdmin = async (c: Context<AppEnv>) => {
		const user = c.var.user
		if (!user || !(await isAdmin(db, user.id))) throw notFound('Page')
		return user
	}
	return new Hono<AppEnv>()
		.get('/admin/reports', async (c) => {
			await requireAdmin(c)
			const query = readQuery(c, AdminReportQuery)
			const { rows, nextCursor } = await reportRows(db, query.status, query.cursor)
			const items = await Promise.all(rows.map((row) => adminReportView(db, row)))
			return c.json({ items, nextCursor } satisfies AdminReportPage)
		})
		.post('/admin/reports/:id/resolve', async (c) => {
			const admin = await requireAdmin(c)
			const { action } = await readJson(c, ResolveInput)
			const closed = await resolveReport(db, admin.id, c.req.param('id'), action)
			return c.json({ action, closed } satisfies ResolveResponse)
		})
}
