import { Hono } from 'hono'
import { DiaryQuery, type DiaryResponse, type EntryPage, MemberReviewsQuery } from '../../shared/schemas/entries.ts'
import type { Database } from '../db/schema.ts'
import { entryViews } from '../entries/entry-views.ts'
import { type AppEnv } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { openMember } from '../profiles/member-access.ts'
import { diaryPage, diaryYears, reviewsPage } from './diary-queries.ts'

/**
 * A reader's diary and reviews as the viewer may see them, for visitors too: only the entries the viewer may
 * see are read, years included, so a year of friends-only reads shows no year to a stranger. Mounted at /api.
 */
export const memberDiaryRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>()
		.get('/users/:username/diary', async (c) => {
			const viewer = c.var.user
			const query = readQuery(c, DiaryQuery)
			const member = await openMember(db, viewer, c.req.param('username'))
			const seenBy = viewer?.id ?? null
			const [page, years] = await Promise.all([
				diaryPage(db, member.userId, { ...query, seenBy }),
				diaryYears(db, member.userId, { seenBy }),
			])
			const entries = await entryViews(db, page.rows, viewer)
			return c.json({ entries, nextCursor: page.nextCursor, years } satisfies DiaryResponse)
		})
		.get('/users/:username/reviews', async (c) => {
			const viewer = c.var.user
			const query = readQuery(c, MemberReviewsQuery)
			const member = await openMember(db, viewer, c.req.param('username'))
			const page = await reviewsPage(db, member.userId, { ...query, seenBy: viewer?.id ?? null })
			return c.json({
				entries: await entryViews(db, page.rows, viewer),
				nextCursor: page.nextCursor,
			} satisfies EntryPage)
		})
