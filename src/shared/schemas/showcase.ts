import { z } from 'zod'
import { BookSummary } from './books.ts'

/*
 * What a profile shows of a reader's books (Letterboxd's member page is the model). Errors are ApiErrorBody.
 *
 * GET /api/users/:username/showcase  → Showcase: favourites, books being read with their latest progress, the
 *                                      latest reads. 404 to whoever may not view the profile's details (a
 *                                      private one opens to approved followers; never across a block nor of a
 *                                      suspended reader), as for no such reader. Reading and reads hold only
 *                                      the shelvings, progress and entries the viewer may see.
 * GET /api/profile/favourites        → FavouritesResponse: the signed-in reader's favourites, in their order.
 * PUT /api/profile/favourites        FavouritesInput → FavouritesResponse: replaces them all, in the order sent.
 *                                      400 names `bookIds` for more than four, a book twice or a book not in
 *                                      the catalogue; nothing is saved then.
 */

export const FAVOURITES_MAX = 4

export const FavouriteMessages = {
	list: 'bookIds must be a list of book ids',
	tooMany: `Choose at most ${FAVOURITES_MAX} favourite books`,
	duplicate: 'A book can be a favourite only once',
	bookNotFound: 'One of these books is not in the catalogue',
	unknownField: 'This field cannot be set here',
} as const

export const FavouritesInput = z.strictObject(
	{
		bookIds: z
			.array(z.string({ error: FavouriteMessages.list }).min(1, FavouriteMessages.list), {
				error: FavouriteMessages.list,
			})
			.max(FAVOURITES_MAX, FavouriteMessages.tooMany)
			.refine((ids) => new Set(ids).size === ids.length, FavouriteMessages.duplicate),
	},
	{ error: (issue) => (issue.code === 'unrecognized_keys' ? FavouriteMessages.unknownField : undefined) },
)
export type FavouritesInput = z.infer<typeof FavouritesInput>

export const FavouritesResponse = z.object({ favourites: z.array(BookSummary) })
export type FavouritesResponse = z.infer<typeof FavouritesResponse>

/** A book on the reader's 'reading' shelf and their latest progress on it the viewer may see (null: none). */
export const ReadingNow = z.object({
	book: BookSummary,
	progress: z
		.object({
			page: z.number().int().nullable(),
			percent: z.number().int().nullable(),
			/** The book's page count, so a page can be shown as a share of it; null when unknown. */
			pageCount: z.number().int().nullable(),
		})
		.nullable(),
})
export type ReadingNow = z.infer<typeof ReadingNow>

/** One of the latest reads: the entry's id (for its page), the day read and the rating in stars (null: none). */
export const RecentRead = z.object({
	entryId: z.string(),
	book: BookSummary,
	readOn: z.string(),
	rating: z.number().nullable(),
})
export type RecentRead = z.infer<typeof RecentRead>

export const SHOWCASE_READING_MAX = 6
export const SHOWCASE_RECENT_MAX = 8

export const Showcase = z.object({
	favourites: z.array(BookSummary),
	/** Latest shelved first, at most SHOWCASE_READING_MAX. */
	reading: z.array(ReadingNow),
	/** Newest read first, at most SHOWCASE_RECENT_MAX. */
	recent: z.array(RecentRead),
})
export type Showcase = z.infer<typeof Showcase>
