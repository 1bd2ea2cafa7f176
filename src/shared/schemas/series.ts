import { z } from 'zod'
import { BookSummary } from './books.ts'

// The series and community-data contract: /api/series/:bookId and /api/books/:id/community.

/** Most books a series page lists (Goodreads' longest series in goodbooks-10k, In Death, has 41). */
export const SERIES_BOOKS_MAX = 200

/** A series, reached through any of its books; `id` is its first book's, which makes its canonical address. */
export const SeriesResponse = z.object({
	series: z.object({ id: z.string(), name: z.string() }),
	/** In series order: position read as a number ('0.5', '2', '10'), books without one last. */
	books: z.array(BookSummary),
})
export type SeriesResponse = z.infer<typeof SeriesResponse>

/** A catalogue's own rating of a book, shown under its source's name and never mixed with Dogear's. */
export const SourceRating = z.object({
	source: z.string(),
	/** Who rated, and where the figure comes from: 'Goodreads readers (goodbooks-10k)'. */
	label: z.string(),
	average: z.number(),
	count: z.number().int(),
	/** How many gave 1 to 5 stars, or null when the source gives no breakdown. */
	histogram: z.array(z.number().int()).length(5).nullable(),
})
export type SourceRating = z.infer<typeof SourceRating>

export const CommunityResponse = z.object({ ratings: z.array(SourceRating) })
export type CommunityResponse = z.infer<typeof CommunityResponse>
