import { z } from 'zod'
import { isCalendarDay } from '../days.ts'
import { CONTROL_CHARACTERS, characters } from '../text.ts'
import { BookSummary } from './books.ts'
import { ClubRole } from './clubs.ts'
import { ReaderRef } from './visibility.ts'

/*
 * A club's current book and its reading schedule (src/server/clubs/club-schedule-*). Who may see the club's
 * content: anyone who may see a public club, the members of an invite-only one; 404 for everyone else. Writes are
 * for the owner and moderators (404 for everyone else, as the club's other moderated routes).
 *
 * GET /api/clubs/:id/schedule   → ClubScheduleResponse: the current book, its sections in order and where each
 *                               member is. A member's place comes from their own reading progress on the book and
 *                               is shown to the viewer only when the viewer may see that progress (canView); it
 *                               is 'hidden' otherwise. A member always sees their own.
 * PUT /api/clubs/:id/book       ClubBookInput → ClubScheduleResponse: the club's current book; a change records a
 *                               'club_book_set' activity. 404 naming bookId for no such book. The schedule shown is
 *                               the one made for that book (empty for a book the club never read).
 * PUT /api/clubs/:id/sections   ClubScheduleInput → ClubScheduleResponse: the whole schedule of the current book,
 *                               in order, in one transaction. A section sent with its id keeps it (and its
 *                               discussion threads); one left out is removed with its threads; one without an id is
 *                               new. Last pages increase and target dates follow each other (400 naming e.g.
 *                               sections.1.endPage); a last page beyond the book's pages is a 400; 409 when the
 *                               club has no book yet.
 */

export const CLUB_SECTIONS_MAX = 50
export const CLUB_SECTION_TITLE_MAX = 100
export const CLUB_SECTION_PAGE_MAX = 100_000

export const ClubScheduleMessages = {
	bookRequired: 'Choose a book',
	bookNotFound: 'Book not found',
	noBook: "Pick the club's book before making its schedule",
	titleRequired: 'Give the section a title, such as "Chapters 1–5"',
	titleTooLong: `A section's title can have at most ${CLUB_SECTION_TITLE_MAX} characters`,
	controlCharacters: 'This text contains invisible control characters',
	endPage: `The last page is a whole number from 1 to ${CLUB_SECTION_PAGE_MAX.toLocaleString('en-US')}`,
	endPageOrder: (previous: number) => `The last page must come after page ${previous}, where the section before ends`,
	endPageBeyondBook: (pages: number) => `This book has ${pages} pages: a section cannot end after page ${pages}`,
	dueOn: 'Give the target date as a day, YYYY-MM-DD',
	dueOnOrder: (previous: string) => `The target date must come after the section before's (${previous})`,
	tooMany: `A schedule has at most ${CLUB_SECTIONS_MAX} sections`,
	unknownSection: 'This section is no longer in the schedule: reload the page',
	unknownField: 'This field cannot be set here',
} as const
const unknownField = {
	error: (issue: { code: string }) =>
		issue.code === 'unrecognized_keys' ? ClubScheduleMessages.unknownField : undefined,
}

export const ClubBookInput = z.strictObject(
	{
		bookId: z
			.string({ error: ClubScheduleMessages.bookRequired })
			.min(1, ClubScheduleMessages.bookRequired)
			.max(64, ClubScheduleMessages.bookNotFound),
	},
	unknownField,
)
export type ClubBookInput = z.input<typeof ClubBookInput>

export const ClubSectionInput = z.strictObject(
	{
		/** An existing section's id, to keep it (and its threads); none for a new section. */
		id: z
			.string({ error: ClubScheduleMessages.unknownSection })
			.max(64, ClubScheduleMessages.unknownSection)
			.optional(),
		title: z
			.string({ error: ClubScheduleMessages.titleRequired })
			.transform((v) => v.replace(/\s+/g, ' ').trim())
			.refine((v) => v.length > 0, ClubScheduleMessages.titleRequired)
			.refine((v) => !CONTROL_CHARACTERS.test(v), ClubScheduleMessages.controlCharacters)
			.refine((v) => characters(v) <= CLUB_SECTION_TITLE_MAX, ClubScheduleMessages.titleTooLong),
		endPage: z
			.number({ error: ClubScheduleMessages.endPage })
			.int(ClubScheduleMessages.endPage)
			.min(1, ClubScheduleMessages.endPage)
			.max(CLUB_SECTION_PAGE_MAX, ClubScheduleMessages.endPage),
		dueOn: z.string({ error: ClubScheduleMessages.dueOn }).refine(isCalendarDay, ClubScheduleMessages.dueOn),
	},
	unknownField,
)
export type ClubSectionInput = z.input<typeof ClubSectionInput>

/** The whole schedule, in reading order: each section ends after the one before and is due after it. */
export const ClubScheduleInput = z
	.strictObject(
		{
			sections: z
				.array(ClubSectionInput, { error: ClubScheduleMessages.tooMany })
				.max(CLUB_SECTIONS_MAX, ClubScheduleMessages.tooMany),
		},
		unknownField,
	)
	.superRefine(({ sections }, ctx) => {
		const ids = new Set<string>()
		sections.forEach((section, index) => {
			if (section.id !== undefined) {
				if (ids.has(section.id))
					ctx.addIssue({
						code: 'custom',
						path: ['sections', index, 'id'],
						message: ClubScheduleMessages.unknownSection,
					})
				ids.add(section.id)
			}
			const before = sections[index - 1]
			if (!before) return
			if (section.endPage <= before.endPage)
				ctx.addIssue({
					code: 'custom',
					path: ['sections', index, 'endPage'],
					message: ClubScheduleMessages.endPageOrder(before.endPage),
				})
			if (section.dueOn <= before.dueOn)
				ctx.addIssue({
					code: 'custom',
					path: ['sections', index, 'dueOn'],
					message: ClubScheduleMessages.dueOnOrder(before.dueOn),
				})
		})
	})
export type ClubScheduleInput = z.input<typeof ClubScheduleInput>

export const ClubSectionView = z.object({
	id: z.string(),
	position: z.number().int(),
	title: z.string(),
	startPage: z.number().int(),
	endPage: z.number().int(),
	dueOn: z.string(),
	/** Discussion threads about this section: removing the section removes them. */
	threadCount: z.number().int(),
})
export type ClubSectionView = z.infer<typeof ClubSectionView>

/**
 * Where a member is. 'hidden': the viewer may not see their progress; 'none': no progress on this book yet;
 * 'reading' with the page (null when they only shelved it as reading); 'finished': on their 'read' shelf.
 */
export const MemberPlace = z.object({
	reader: ReaderRef,
	role: ClubRole,
	/** The viewer's own row. */
	you: z.boolean(),
	status: z.enum(['hidden', 'none', 'reading', 'finished']),
	page: z.number().int().nullable(),
	/** Sections read to their last page. */
	sectionsDone: z.number().int(),
	/** The section they are in the middle of; null between sections, before page 1 or past the schedule. */
	readingSectionId: z.string().nullable(),
})
export type MemberPlace = z.infer<typeof MemberPlace>

export const ClubScheduleResponse = z.object({
	book: BookSummary.extend({ pageCount: z.number().int().nullable() }).nullable(),
	sections: z.array(ClubSectionView),
	/** Every member, the viewer first, then by when they joined. */
	members: z.array(MemberPlace),
	can: z.object({ moderate: z.boolean() }),
})
export type ClubScheduleResponse = z.infer<typeof ClubScheduleResponse>
