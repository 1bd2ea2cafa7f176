import { Hono } from 'hono'
import { DiaryQuery, ReviewsQuery } from '../../shared/schemas/entries.ts'
import type { Database } from '../db/schema.ts'
import { jsonText } from '../http/json-text.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { createDiaryReadModel } from './diary-read-model.ts'

/** The reader's diary and reviews: their own entries, whatever their visibility. Mounted at /api/me. */
export const diaryRoutes = ({ db }: { db: Database }) => {
	const pages = createDiaryReadModel(db)
	return new Hono<AppEnv>()
		.get('/diary', async (c) => {
			const reader = requireUser(c)
			const query = readQuery(c, DiaryQuery)
			return jsonText(c, await pages.diary(reader, query))
		})
		.get('/reviews', async (c) => {
			const reader = requireUser(c)
			const query = readQuery(c, ReviewsQuery)
			return jsonText(c, await pages.reviews(reader, query))
		})
}
