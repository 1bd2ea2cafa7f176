import { z } from 'zod'
import { ReaderRef, Visibility } from './visibility.ts'

/*
 * Reading goals, stats and the year in review. Every number is computed on the server with SQL aggregates over
 * the entries the viewer may see (the owner: all of theirs). Errors are ApiErrorBody.
 *
 * GET    /api/me/stats                     StatsQuery → StatsResponse for the signed-in reader; 401 signed out.
 * GET    /api/users/:username/stats        StatsQuery → StatsResponse over the entries the viewer may see; 404 to
 *                                          whoever may not view the profile (a private one opens to approved
 *                                          followers), as the profile's other pages.
 * GET    /api/users/:username/year/:year   → YearInReviewResponse, the same rule; 400 for a year that is not one.
 * GET    /api/me/goals/:year               → GoalResponse (goal null when none is set).
 * PUT    /api/me/goals/:year               GoalInput → GoalResponse: sets or replaces that year's goal.
 * DELETE /api/me/goals/:year               → GoalResponse with goal null. Idempotent.
 *
 * One vocabulary of counts, the same on the profile, here and in the year in review: 'books' counts the distinct
 * books finished (readOn) in the period, a book read twice once; 'reads' counts every read, a reread again. A
 * reading goal in books counts books. Pages add up each read's length (a reread's pages were read again): the
 * read's own page count, else its edition's, else its book's; reads without one add nothing, and audiobooks add
 * listening minutes instead (formats). The top subjects and authors count books. Did-not-finish counts shelf rows
 * with status 'dnf' (by when they got it).
 */

const YEAR_MESSAGE = 'year must be a year like 2026'
export const Year = z.coerce
	.number({ error: YEAR_MESSAGE })
	.int(YEAR_MESSAGE)
	.min(1000, YEAR_MESSAGE)
	.max(9999, YEAR_MESSAGE)

/** Without a year: all time. */
export const StatsQuery = z.strictObject({ year: Year.optional() }, { error: () => 'This parameter is not known here' })

export const GoalMessages = {
	unit: 'Choose books or pages',
	target: 'Enter a goal from 1 to 1,000,000',
} as const
export const GoalUnit = z.enum(['books', 'pages'], { error: GoalMessages.unit })
export type GoalUnit = z.infer<typeof GoalUnit>
export const GOAL_TARGET_MAX = 1_000_000
export const GoalInput = z.strictObject({
	unit: GoalUnit,
	target: z
		.number({ error: GoalMessages.target })
		.int(GoalMessages.target)
		.min(1, GoalMessages.target)
		.max(GOAL_TARGET_MAX, GoalMessages.target),
	visibility: Visibility,
})
export type GoalInput = z.infer<typeof GoalInput>

/** done: books (distinct) or pages read so far that year, over the entries the viewer may see. */
export const ReadingGoal = z.object({
	year: z.number().int(),
	unit: GoalUnit,
	target: z.number().int(),
	visibility: Visibility,
	done: z.number().int(),
})
export type ReadingGoal = z.infer<typeof ReadingGoal>
export const GoalResponse = z.object({ goal: ReadingGoal.nullable() })
export type GoalResponse = z.infer<typeof GoalResponse>

export const StatsBook = z.object({ id: z.string(), title: z.string(), pageCount: z.number().int().nullable() })
export type StatsBook = z.infer<typeof StatsBook>

/** period: 'YYYY-MM' for a year's months (all twelve), 'YYYY' for all time (every year from the first read). */
export const TimelinePoint = z.object({ period: z.string(), reads: z.number().int(), pages: z.number().int() })
export type TimelinePoint = z.infer<typeof TimelinePoint>

export const StatsResponse = z.object({
	reader: ReaderRef,
	/** null: all time. */
	year: z.number().int().nullable(),
	/** Years with reads, newest first, for the year filter. */
	years: z.array(z.number().int()),
	totals: z.object({
		/** Distinct books: a book read twice counts once. */
		books: z.number().int(),
		/** Every read, rereads included. */
		reads: z.number().int(),
		pages: z.number().int(),
		rereads: z.number().int(),
		dnf: z.number().int(),
		rated: z.number().int(),
		/** Stars, two decimals; null when nothing is rated. */
		averageRating: z.number().nullable(),
		/** Over reads of books with a known page count, rounded; null when none is known. */
		averagePages: z.number().int().nullable(),
	}),
	/**
	 * Reads by format (the read's own, else its edition's, else print) and their length: pages for print and
	 * e-books (totals.pages is their sum), listening minutes for audiobooks. A read's length is its own when
	 * given, else its edition's, else (pages only) the book's.
	 */
	formats: z.object({
		print: z.object({ reads: z.number().int(), pages: z.number().int() }),
		ebook: z.object({ reads: z.number().int(), pages: z.number().int() }),
		audiobook: z.object({ reads: z.number().int(), minutes: z.number().int() }),
	}),
	timeline: z.object({ unit: z.enum(['month', 'year']), points: z.array(TimelinePoint) }),
	/** How many reads got each rating: index 0 is half a star, index 9 five stars. */
	ratings: z.array(z.number().int()).length(10),
	subjects: z.array(z.object({ name: z.string(), books: z.number().int() })),
	authors: z.array(z.object({ id: z.string(), name: z.string(), books: z.number().int() })),
	longest: StatsBook.nullable(),
	shortest: StatsBook.nullable(),
	/** Days from the start to the finish of reads whose start is known (one day when finished the day begun). */
	pace: z.object({
		averageDays: z.number().nullable(),
		fastestDays: z.number().int().nullable(),
		slowestDays: z.number().int().nullable(),
		measured: z.number().int(),
	}),
	/** The year's goal when there is one the viewer may see; always null for all time. */
	goal: ReadingGoal.nullable(),
	can: z.object({ editGoal: z.boolean() }),
})
export type StatsResponse = z.infer<typeof StatsResponse>

export const ReviewBook = z.object({
	book: StatsBook.extend({ coverVersion: z.string() }),
	readOn: z.string(),
	rating: z.number().nullable(),
})
export type ReviewBook = z.infer<typeof ReviewBook>
export const YearInReviewResponse = z.object({
	stats: StatsResponse,
	/** The highest-rated books of the year, each once with its best-rated read, best first (ties: the earlier read first), at most six. */
	topRated: z.array(ReviewBook),
	first: ReviewBook.nullable(),
	last: ReviewBook.nullable(),
	/** True when the profile is public, so the page can be shared with anyone. */
	shareable: z.boolean(),
})
export type YearInReviewResponse = z.infer<typeof YearInReviewResponse>
