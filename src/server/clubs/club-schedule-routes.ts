import { type Context, Hono } from 'hono'
import { ClubBookInput, ClubScheduleInput, type ClubScheduleResponse } from '../../shared/schemas/club-schedule.ts'
import type { Database } from '../db/schema.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { moderatedClub, type SeenClub } from './club-access.ts'
import { clubWithContent } from './club-schedule-access.ts'
import { scheduleView } from './club-schedule-views.ts'
import { setClubBook } from './club-schedule-book.ts'
import { setClubSections } from './club-section-write.ts'

/** A club's current book and reading schedule (shared/schemas/club-schedule.ts). Mounted at /api. */
export function clubScheduleRoutes({ db }: { db: Database }) {
	// Read again after a write: the answer shows the schedule as it now is.
	const respond = async (c: Context<AppEnv>, id: string) => {
		const seen: SeenClub = await clubWithContent(db, id, c.var.user)
		return c.json((await scheduleView(db, seen, c.var.user)) satisfies ClubScheduleResponse)
	}
	return new Hono<AppEnv>()
		.get('/clubs/:id/schedule', (c) => respond(c, c.req.param('id')))
		.put('/clubs/:id/book', async (c) => {
			const user = requireUser(c)
			const { bookId } = await readJson(c, ClubBookInput)
			const { club } = await moderatedClub(db, c.req.param('id'), user)
			await setClubBook(db, club, user.id, bookId)
			return respond(c, club.id)
		})
		.put('/clubs/:id/sections', async (c) => {
			const user = requireUser(c)
			const input = await readJson(c, ClubScheduleInput)
			const { club } = await moderatedClub(db, c.req.param('id'), user)
			await setClubSections(db, club.id, input)
			return respond(c, club.id)
		})
}
