import { Hono } from 'hono'
import { ActivityQuery, type ActivityPage } from '../../shared/schemas/activity.ts'
import type { Database } from '../db/schema.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { activityPage } from './activity-page.ts'

/** The reader's own activity. Mounted at /api/me. */
export const activityRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>().get('/activity', async (c) => {
		const user = requireUser(c)
		return c.json((await activityPage(db, user.id, readQuery(c, ActivityQuery))) satisfies ActivityPage)
	})
