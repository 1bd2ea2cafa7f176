import { z } from 'zod'
import { BookSummary } from './books.ts'

/*
 * GET /api/popular/week → PopularWeekResponse: the 10 books with the most public entries logged in the last
 * 7 × 24 hours, most first; ties go to the book whose latest such entry is newer, then by book id. Open to
 * visitors: it is a count, and only public entries are counted.
 */

export const POPULAR_WEEK_SIZE = 10
export const PopularBook = z.object({ book: BookSummary, count: z.number().int() })
export const PopularWeekResponse = z.object({ books: z.array(PopularBook), since: z.string() })
export type PopularWeekResponse = z.infer<typeof PopularWeekResponse>
