import { Hono } from 'hono'
import { DiaryQuery, ReviewsQuery } from '../../shared/schemas/entries.ts'
import type { Database } from '../db/schema.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { jsonText } from '../page-cache/entry-json.ts'
import { createDiaryCache } from './diary-cache.ts'

/** The reader's diary and reviews: their own entries, whatever their visibility. Mounted at /api/me. */
export const diaryRoutes = ({ db }: { db: Database }) => {
	const pages = createDiaryCache()
	return new Hono<AppEnv>()
		.get('/diary', async (c) => {
			const user = requireUser(c)
			return jsonText(c, await pages.diary(db, user, readQuery(c, DiaryQuery)))
		})
		.get('/reviews', async (c) => {
			const user = requireUser(c)
			return jsonText(c, await pages.reviews(db, user, readQuery(c, ReviewsQuery)))
		})
}
