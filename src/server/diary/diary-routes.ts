import { Hono } from 'hono'
import { DiaryQuery, ReviewsQuery, type DiaryResponse, type EntryPage } from '../../shared/schemas/entries.ts'
import type { Database } from '../db/schema.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { createDiaryCache } from './diary-cache.ts'

/** The reader's diary and reviews: their own entries, whatever their visibility. Mounted at /api/me. */
export const diaryRoutes = ({ db }: { db: Database }) => {
	const pages = createDiaryCache()
	return new Hono<AppEnv>()
		.get('/diary', async (c) => {
			const user = requireUser(c)
			return c.json((await pages.diary(db, user, readQuery(c, DiaryQuery))) satisfies DiaryResponse)
		})
		.get('/reviews', async (c) => {
			const user = requireUser(c)
			return c.json((await pages.reviews(db, user, readQuery(c, ReviewsQuery))) satisfies EntryPage)
		})
}
