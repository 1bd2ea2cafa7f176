import { z } from 'zod'
import { BookSummary } from './books.ts'

/*
 * GET /api/popular/week → PopularWeekResponse: the 10 books logged (a public entry) by the most readers in the
 * last 7 × 24 hours, most first; a reader who logged a book twice counts once. Ties go to the book whose latest
 * such entry is newer, then by book id. Open to visitors: it is a count, and only public entries are counted.
 */

export const POPULAR_WEEK_SIZE = 10
/** readers: how many readers logged the book this week. */
export const PopularBook = z.object({ book: BookSummary, readers: z.number().int() })
export const PopularWeekResponse = z.object({ books: z.array(PopularBook), since: z.string() })
export type PopularWeekResponse = z.infer<typeof PopularWeekResponse>
