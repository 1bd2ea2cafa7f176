import { POPULAR_WEEK_SIZE, type PopularWeekResponse } from '../../shared/schemas/popular.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { findPopularSince } from './popular-queries.ts'

export const POPULAR_WINDOW_MS = 7 * 24 * 60 * 60_000

/** Popular this week as of `now`: the books logged by the most readers over the last 7 × 24 hours (public entries). */
export async function popularWeek(db: Database, now = new Date()): Promise<PopularWeekResponse> {
	const since = new Date(now.getTime() - POPULAR_WINDOW_MS).toISOString()
	const counts = await findPopularSince(db, since, POPULAR_WEEK_SIZE)
	const books = new Map(
		(
			await bookSummaries(
				db,
				counts.map((c) => c.bookId),
			)
		).map((b) => [b.id, b]),
	)
	return {
		books: counts.flatMap(({ bookId, readers }) => {
			const book = books.get(bookId)
			return book ? [{ book, readers }] : []
		}),
		since,
	}
}
