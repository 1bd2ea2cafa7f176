import { Hono } from 'hono'
import { DiaryQuery, ReviewsQuery, type DiaryResponse, type EntryPage } from '../../shared/schemas/entries.ts'
import type { Database } from '../db/schema.ts'
import { entryViews } from '../entries/entry-views.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { diaryPage, diaryYears, reviewsPage } from './diary-queries.ts'

/** The reader's diary and reviews: their own entries, whatever their visibility. Mounted at /api/me. */
export const diaryRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>()
		.get('/diary', async (c) => {
			const user = requireUser(c)
			const query = readQuery(c, DiaryQuery)
			const [page, years] = await Promise.all([diaryPage(db, user.id, query), diaryYears(db, user.id)])
			return c.json({ entries: await entryViews(db, page.rows, user), nextCursor: page.nextCursor, years } satisfies DiaryResponse)
		})
		.get('/reviews', async (c) => {
			const user = requireUser(c)
			const page = await reviewsPage(db, user.id, readQuery(c, ReviewsQuery))
			return c.json({ entries: await entryViews(db, page.rows, user), nextCursor: page.nextCursor } satisfies EntryPage)
		})
