import { Hono } from 'hono'
import { ReportInput, ReportMessages, type ReportResponse } from '../../shared/schemas/reports.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { findProfileByUsername } from '../profiles/profile-queries.ts'
import { createReport } from './create-report.ts'
import { findTarget, mayViewTarget } from './report-targets.ts'

const ownContent = () =>
	new ApiError(400, 'own_content', ReportMessages.ownContent, { targetId: ReportMessages.ownContent })

/** Reporting content or a profile to the administrators. Mounted at /api. */
export const reportRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>().post('/reports', async (c) => {
		const user = requireUser(c)
		const input = await readJson(c, ReportInput)
		// A profile is named by its username; everything else by its id.
		const targetId =
			input.targetKind === 'profile' ? (await findProfileByUsername(db, input.targetId))?.userId : input.targetId
		const target = targetId ? await findTarget(db, input.targetKind, targetId) : undefined
		if (!target || !(await mayViewTarget(db, user, target))) throw notFound('Report target')
		if (target.ownerId === user.id) throw ownContent()
		const { report, created } = await createReport(db, user.id, target, input)
		return c.json({ report, created } satisfies ReportResponse, created ? 201 : 200)
	})
