import { z } from 'zod'
import { characters, CONTROL_CHARACTERS, normaliseLineBreaks } from '../text.ts'
import { BookSummary } from './books.ts'
import { EntryView, PageQuery } from './entries.ts'
import { Visibility } from './visibility.ts'

/*
 * Shelves and progress. Every book a reader has touched has one status. Errors are ApiErrorBody.
 *
 * PUT    /api/books/:id/shelf      ShelfInput → ReadingStateResponse. Sets the status (and records a 'shelved'
 *                                  activity when it changed); 404 when the book does not exist.
 * DELETE /api/books/:id/shelf      → ReadingStateResponse with shelf null: the book leaves the reader's shelves.
 * POST   /api/books/:id/progress   ProgressInput → 201 ReadingStateResponse. Moves the book to 'reading' when it
 *                                  is not there yet, and records a 'progress' activity.
 * GET    /api/books/:id/reading    → ReadingStateResponse: the signed-in reader's status, entries (newest read
 *                                  first) and latest progress updates for this book. 401 when signed out.
 * GET    /api/me/shelves/:status   ShelfQuery → ShelfPage: the reader's books with that status ('want' is the
 *                                  Readlist), sorted by date added (newest first), title or author (A–Z).
 * GET    /api/users/:username/shelves/:status   ShelfQuery → MemberShelfPage: that reader's books with that status
 *                                  which the viewer may see, and how many they may see on each shelf. 404 as for
 *                                  the profile when the viewer may not open the reader's pages.
 */

export const SHELF_STATUSES = ['want', 'reading', 'read', 'dnf'] as const
export const ShelfStatus = z.enum(SHELF_STATUSES, {
	error: 'Choose want to read, currently reading, read or did not finish',
})
export type ShelfStatus = z.infer<typeof ShelfStatus>
export const SHELF_LABELS: Record<ShelfStatus, string> = {
	want: 'Want to read',
	reading: 'Currently reading',
	read: 'Read',
	dnf: 'Did not finish',
}

export const PROGRESS_NOTE_MAX = 1000
export const ProgressMessages = {
	oneMeasure: 'Give either a page or a percentage',
	page: 'The page is a whole number from 0',
	pageBeyondBook: 'This book has fewer pages',
	percent: 'The percentage is a whole number from 0 to 100',
	noteTooLong: `A note can have at most ${PROGRESS_NOTE_MAX} characters`,
	controlCharacters: 'This text contains invisible control characters',
	unknownField: 'This field cannot be set here',
} as const
const unknownField = {
	error: (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? ProgressMessages.unknownField : undefined),
}

export const ShelfInput = z.strictObject({ status: ShelfStatus, visibility: Visibility.optional() }, unknownField)
export type ShelfInput = z.input<typeof ShelfInput>

export const ProgressInput = z
	.strictObject(
		{
			page: z
				.number({ error: ProgressMessages.page })
				.int(ProgressMessages.page)
				.min(0, ProgressMessages.page)
				.max(100_000, ProgressMessages.page)
				.optional(),
			percent: z
				.number({ error: ProgressMessages.percent })
				.int(ProgressMessages.percent)
				.min(0, ProgressMessages.percent)
				.max(100, ProgressMessages.percent)
				.optional(),
			note: z
				.string({ error: ProgressMessages.noteTooLong })
				.transform((v) => normaliseLineBreaks(v).trim())
				.refine((v) => !CONTROL_CHARACTERS.test(v), ProgressMessages.controlCharacters)
				.refine((v) => characters(v) <= PROGRESS_NOTE_MAX, ProgressMessages.noteTooLong)
				.default(''),
			visibility: Visibility.optional(),
		},
		unknownField,
	)
	.refine((v) => (v.page === undefined) !== (v.percent === undefined), {
		message: ProgressMessages.oneMeasure,
		path: ['page'],
	})
export type ProgressInput = z.input<typeof ProgressInput>

export const ShelfView = z.object({
	status: ShelfStatus,
	visibility: Visibility,
	addedAt: z.string(),
	updatedAt: z.string(),
})
export type ShelfView = z.infer<typeof ShelfView>
export const ProgressView = z.object({
	id: z.string(),
	page: z.number().int().nullable(),
	percent: z.number().int().nullable(),
	note: z.string(),
	visibility: Visibility,
	createdAt: z.string(),
})
export type ProgressView = z.infer<typeof ProgressView>

/** The signed-in reader's own relation to one book. progress is newest first (at most 5). */
export const ReadingStateResponse = z.object({
	shelf: ShelfView.nullable(),
	entries: z.array(EntryView),
	progress: z.array(ProgressView),
})
export type ReadingStateResponse = z.infer<typeof ReadingStateResponse>

export const ShelfSort = z.enum(['added', 'title', 'author'], { error: 'sort must be added, title or author' })
export type ShelfSort = z.infer<typeof ShelfSort>
export const ShelfQuery = PageQuery.extend({ sort: ShelfSort.default('added') })
export const ShelfItem = z.object({ book: BookSummary, addedAt: z.string() })
export const ShelfPage = z.object({
	items: z.array(ShelfItem),
	total: z.number().int(),
	nextCursor: z.string().nullable(),
})
export type ShelfPage = z.infer<typeof ShelfPage>

/** Someone's shelf: the page, and how many books the viewer may see on each of that reader's shelves. */
export const MemberShelfPage = ShelfPage.extend({
	counts: z.object({
		want: z.number().int(),
		reading: z.number().int(),
		read: z.number().int(),
		dnf: z.number().int(),
	}),
})
export type MemberShelfPage = z.infer<typeof MemberShelfPage>
