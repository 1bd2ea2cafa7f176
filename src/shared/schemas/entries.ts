import { z } from 'zod'
import { isCalendarDay, latestToday } from '../days.ts'
import { isValidRating } from '../ratings.ts'
import { CONTROL_CHARACTERS, characters, normaliseLineBreaks } from '../text.ts'
import { BookSummary } from './books.ts'
import { AudioMinutes, EditionFormatSchema, PageCount } from './editions.ts'
import { Cursor, ReaderRef, Visibility } from './visibility.ts'

/*
 * The reading log's entries: one per read of a book (a reread is another entry). Every error body is
 * ApiErrorBody (errors.ts); `fields` names the form field at fault.
 *
 * POST   /api/entries            EntryInput → 201 EntryResponse. Writes the entry, a 'logged' activity and the
 *                                book's shelf status 'read' in one transaction. 400 names bad fields; 404 when
 *                                the book does not exist. Visibility defaults to the reader's setting.
 * GET    /api/entries/:id        → EntryResponse; 404 when it does not exist or the viewer may not see it.
 * PATCH  /api/entries/:id        EntryPatch → EntryResponse. Writes only fields that differ; when any did,
 *                                sets updatedAt and records an 'updated' activity. 404 for others' entries.
 * DELETE /api/entries/:id        → 204. Removes the entry and the activities about it, and records a 'deleted'
 *                                activity that names only the book (nothing of the review). 404 for others'.
 * GET    /api/me/diary           DiaryQuery → DiaryResponse: the reader's entries by read day, newest first.
 * GET    /api/me/reviews         ReviewsQuery → EntryPage: the reader's entries with review text, newest-updated first.
 * GET    /api/users/:username/diary    DiaryQuery → DiaryResponse, and .../reviews MemberReviewsQuery → EntryPage: the
 *                                same of another reader, over the entries the viewer may see (years too), reviews
 *                                sorted by date, rating or title; 404 as for the profile when the viewer may not
 *                                open that reader's pages.
 * GET    /api/books/:id/entries  BookEntriesQuery → BookEntriesResponse: entries with review text that the viewer
 *                                may see (their own included), newest first, and the rating summary over every
 *                                rated entry the viewer may see. Spoiler reviews are left out (and counted in
 *                                hiddenSpoilers) unless the viewer has shelved the book 'read' or asks with
 *                                spoilers=show.
 */

export const ENTRY_REVIEW_MAX = 20_000
export const PAGE_LIMIT_MAX = 100
/** How many entries the web app asks for at a time on a book's page, the diary and Your reviews (bench/ asks the same). */
export const PAGE_SIZES = { bookReviews: 10, diary: 50, reviews: 20 } as const

export const EntryMessages = {
	bookRequired: 'Choose a book to log',
	readOnInvalid: 'Enter the day you read it as a date (YYYY-MM-DD)',
	readOnFuture: 'The date read cannot be in the future',
	startedOnInvalid: 'Enter the day you started as a date (YYYY-MM-DD)',
	startedOnFuture: 'The start date cannot be in the future',
	startedAfterRead: 'You cannot have started after the day you finished',
	rating: 'Ratings are from 0.5 to 5 stars in half stars, or none',
	flag: 'This must be true or false',
	reviewTooLong: `Reviews can have at most ${ENTRY_REVIEW_MAX.toLocaleString('en-US')} characters`,
	controlCharacters: 'This text contains invisible control characters',
	unknownField: 'This field cannot be set here',
	nothingToChange: 'Send at least one field to change',
	bookNotFound: 'Book not found',
	editionNotOfBook: 'Choose one of this book’s editions',
} as const

const day = (invalid: string, future: string) =>
	z
		.string({ error: invalid })
		.refine(isCalendarDay, invalid)
		.refine((v) => v <= latestToday(), future)

const flag = z.boolean({ error: EntryMessages.flag })

const fields = {
	readOn: day(EntryMessages.readOnInvalid, EntryMessages.readOnFuture),
	/** When the reader started, if they know: stats use it for reading pace. */
	startedOn: day(EntryMessages.startedOnInvalid, EntryMessages.startedOnFuture).nullable(),
	/** Stars, 0.5–5 in half steps; null for no rating. */
	rating: z.number({ error: EntryMessages.rating }).refine(isValidRating, EntryMessages.rating).nullable(),
	liked: flag,
	reread: flag,
	spoilers: flag,
	/** Plain text with line breaks (\r\n becomes \n); rendered as text with links, never as HTML. */
	review: z
		.string({ error: EntryMessages.reviewTooLong })
		.transform((v) => normaliseLineBreaks(v).trim())
		.refine((v) => !CONTROL_CHARACTERS.test(v), EntryMessages.controlCharacters)
		.refine((v) => characters(v) <= ENTRY_REVIEW_MAX, EntryMessages.reviewTooLong),
	visibility: Visibility,
	/** The edition read, one of the book's (book.editions); null when not said. */
	editionId: z.string({ error: EntryMessages.editionNotOfBook }).max(64, EntryMessages.editionNotOfBook).nullable(),
	/** Print, e-book or audiobook; defaults to the edition's format when an edition is named. */
	format: EditionFormatSchema.nullable(),
	/** This read's own length, when the reader knows it; stats fall back to the edition's, then the book's. */
	pageCount: PageCount.nullable(),
	audioMinutes: AudioMinutes.nullable(),
}
const unknownField = {
	error: (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? EntryMessages.unknownField : undefined),
}
const startedNotAfterRead = (v: { readOn?: string; startedOn?: string | null }) =>
	!v.startedOn || !v.readOn || v.startedOn <= v.readOn

/** POST /api/entries. Only bookId and readOn are required; flags default to false, review to ''. */
export const EntryInput = z
	.strictObject(
		{
			bookId: z
				.string({ error: EntryMessages.bookRequired })
				.min(1, EntryMessages.bookRequired)
				.max(64, EntryMessages.bookNotFound),
			readOn: fields.readOn,
			startedOn: fields.startedOn.default(null),
			rating: fields.rating.default(null),
			liked: flag.default(false),
			reread: flag.default(false),
			spoilers: flag.default(false),
			review: fields.review.default(''),
			visibility: fields.visibility.optional(),
			editionId: fields.editionId.default(null),
			format: fields.format.default(null),
			pageCount: fields.pageCount.default(null),
			audioMinutes: fields.audioMinutes.default(null),
		},
		unknownField,
	)
	.refine(startedNotAfterRead, { message: EntryMessages.startedAfterRead, path: ['startedOn'] })
export type EntryInput = z.input<typeof EntryInput>

/** PATCH /api/entries/:id: any of the entry's own fields (not the book); at least one. */
export const EntryPatch = z
	.strictObject(fields, unknownField)
	.partial()
	.refine((v) => Object.keys(v).length > 0, EntryMessages.nothingToChange)
export type EntryPatch = z.input<typeof EntryPatch>

export const EntryView = z.object({
	id: z.string(),
	book: BookSummary,
	reader: ReaderRef,
	readOn: z.string(),
	startedOn: z.string().nullable(),
	rating: z.number().nullable(),
	liked: z.boolean(),
	reread: z.boolean(),
	spoilers: z.boolean(),
	review: z.string(),
	visibility: Visibility,
	/** ISO-8601 times: logged on, last changed (equal until the first change). */
	createdAt: z.string(),
	updatedAt: z.string(),
	editionId: z.string().nullable(),
	format: EditionFormatSchema.nullable(),
	pageCount: z.number().int().nullable(),
	audioMinutes: z.number().int().nullable(),
	/** Readers who liked this entry (likes.ts); not to be confused with `liked`, the reader's mark for the book. */
	likeCount: z.number().int(),
	likedByViewer: z.boolean(),
	/** An administrator hid it (src/server/admin): only its owner sees it, and its visibility is locked. */
	hidden: z.boolean(),
	can: z.object({ edit: z.boolean() }),
})
export type EntryView = z.infer<typeof EntryView>
export const EntryResponse = z.object({ entry: EntryView })
export type EntryResponse = z.infer<typeof EntryResponse>

const limit = (fallback: number) =>
	z.coerce
		.number({ error: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}` })
		.int(`limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
		.min(1, `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
		.max(PAGE_LIMIT_MAX, `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
		.default(fallback)
export const PageQuery = z.strictObject({ cursor: Cursor, limit: limit(30) }, unknownField)

export const EntryPage = z.object({ entries: z.array(EntryView), nextCursor: z.string().nullable() })
export type EntryPage = z.infer<typeof EntryPage>

export const DiaryQuery = PageQuery.extend({
	year: z.coerce
		.number({ error: 'year must be a year like 2026' })
		.int('year must be a year like 2026')
		.min(1, 'year must be a year like 2026')
		.max(9999, 'year must be a year like 2026')
		.optional(),
})
/** The diary's page, and every year the reader has entries in (newest first) for the year filter. */
export const DiaryResponse = EntryPage.extend({ years: z.array(z.number().int()) })
export type DiaryResponse = z.infer<typeof DiaryResponse>

export const ReviewsQuery = PageQuery
export const ReviewSort = z.enum(['date', 'rating', 'title'], { error: 'sort must be date, rating or title' })
export type ReviewSort = z.infer<typeof ReviewSort>
/** Someone's reviews: most recently changed first (date), best rated first, or by title (A–Z). */
export const MemberReviewsQuery = ReviewsQuery.extend({ sort: ReviewSort.default('date') })

export const BookEntriesQuery = PageQuery.extend({
	spoilers: z.enum(['hide', 'show'], { error: 'spoilers must be hide or show' }).default('hide'),
})
export const RatingSummary = z.object({
	/** Stars with two decimals; null when no visible entry has a rating. */
	average: z.number().nullable(),
	count: z.number().int(),
	/** Counts per half star: index 0 is half a star, index 9 five stars. */
	histogram: z.array(z.number().int()).length(10),
})
export type RatingSummary = z.infer<typeof RatingSummary>
export const BookEntriesResponse = EntryPage.extend({ ratings: RatingSummary, hiddenSpoilers: z.number().int() })
export type BookEntriesResponse = z.infer<typeof BookEntriesResponse>
