import { Hono } from 'hono'
import type { CommunityResponse, SeriesResponse } from '../../shared/schemas/series.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import type { AppEnv } from '../http/session.ts'
import { findBook } from './book-queries.ts'
import { seriesOfBook, sourceRatings } from './series-read.ts'

/** Series and catalogues' own ratings: public like the rest of the catalogue. */
export function seriesRoutes({ db }: { db: Database }) {
	return new Hono<AppEnv>()
		.get('/series/:bookId', async (c) => {
			const series = await seriesOfBook(db, c.req.param('bookId'))
			if (!series) throw notFound('Series')
			return c.json(series satisfies SeriesResponse)
		})
		.get('/books/:id/community', async (c) => {
			const id = c.req.param('id')
			if (!(await findBook(db, id))) throw notFound('Book')
			return c.json({ ratings: await sourceRatings(db, id) } satisfies CommunityResponse)
		})
}
