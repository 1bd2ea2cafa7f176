import { Hono } from 'hono'
import type { ClubResponse } from '../../shared/schemas/clubs.ts'
import type { Database } from '../db/schema.ts'
import type { AppEnv } from '../http/session.ts'
import { visibleClub } from './club-access.ts'
import { clubView } from './club-views.ts'

/** Clubs themselves (shared/schemas/clubs.ts). Mounted at /api. */
export function clubRoutes({ db }: { db: Database }) {
	return new Hono<AppEnv>().get('/clubs/:id', async (c) => {
		const seen = await visibleClub(db, c.req.param('id'), c.var.user)
		return c.json({ club: await clubView(db, seen, c.var.user) } satisfies ClubResponse)
	})
}
