import { z } from 'zod'
import { BookSummary } from './books.ts'
import { ReaderRef } from './visibility.ts'

/*
 * Polls for a club's next book (src/server/clubs/club-poll-*). Seen by whoever may see inside the club (anyone for
 * a public club, the members of an invite-only one; 404 for everyone else); members vote; the owner and moderators
 * open and close them (404 for everyone else). A club has at most one open poll at a time.
 *
 * GET    /api/clubs/:id/polls                   → ClubPollsResponse: the club's polls, newest first, with each
 *                                               candidate's votes and the viewer's own vote.
 * POST   /api/clubs/:id/polls                   ClubPollInput → 201 ClubPollResponse: a poll of 2 to 10 books, in
 *                                               the order given; records 'club_poll_opened'. 409 while another is open;
 *                                               404 naming bookIds.N for no such book.
 * PUT    /api/clubs/:id/polls/:pollId/vote      ClubVoteInput → ClubPollResponse: the member's one vote, which they may
 *                                               change while the poll is open. 409 once it is closed; 400 naming bookId
 *                                               for a book that is not a candidate.
 * DELETE /api/clubs/:id/polls/:pollId/vote      → ClubPollResponse: the member takes their vote back (while open).
 * POST   /api/clubs/:id/polls/:pollId/close     → ClubPollResponse: closes the poll. The book with the most votes wins
 *                                               (a tie goes to the candidate added first, and so does a poll without
 *                                               votes) and becomes the club's current book; records 'club_poll_closed'
 *                                               with the winner. 409 when it is closed already.
 */

export const CLUB_POLL_MIN = 2
export const CLUB_POLL_MAX = 10

export const ClubPollMessages = {
	candidates: `Choose from ${CLUB_POLL_MIN} to ${CLUB_POLL_MAX} books`,
	candidate: 'Choose a book',
	twice: 'This book is in the poll already',
	bookNotFound: 'Book not found',
	openAlready: 'This club has an open poll already: close it before opening another',
	closed: 'This poll is closed',
	notCandidate: 'This book is not in the poll',
	unknownField: 'This field cannot be set here',
} as const
const unknownField = {
	error: (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? ClubPollMessages.unknownField : undefined),
}
const bookId = z
	.string({ error: ClubPollMessages.candidate })
	.min(1, ClubPollMessages.candidate)
	.max(64, ClubPollMessages.bookNotFound)

export const ClubPollInput = z
	.strictObject(
		{
			bookIds: z
				.array(bookId, { error: ClubPollMessages.candidates })
				.min(CLUB_POLL_MIN, ClubPollMessages.candidates)
				.max(CLUB_POLL_MAX, ClubPollMessages.candidates),
		},
		unknownField,
	)
	.superRefine(({ bookIds }, ctx) => {
		bookIds.forEach((id, index) => {
			if (bookIds.indexOf(id) < index)
				ctx.addIssue({ code: 'custom', path: ['bookIds', index], message: ClubPollMessages.twice })
		})
	})
export type ClubPollInput = z.input<typeof ClubPollInput>

export const ClubVoteInput = z.strictObject({ bookId }, unknownField)
export type ClubVoteInput = z.input<typeof ClubVoteInput>

export const ClubPollView = z.object({
	id: z.string(),
	status: z.enum(['open', 'closed']),
	/** The moderator who opened it; null once they have left Dogear. */
	openedBy: ReaderRef.nullable(),
	/** Candidates in the order they were added, which is also the order that breaks a tie. */
	options: z.array(z.object({ book: BookSummary, votes: z.number().int() })),
	totalVotes: z.number().int(),
	/** The candidate the viewer voted for; null without a vote (or signed out, or not a member). */
	viewerVote: z.string().nullable(),
	/** The winning book once closed. */
	winnerBookId: z.string().nullable(),
	createdAt: z.string(),
	closedAt: z.string().nullable(),
	can: z.object({ vote: z.boolean(), close: z.boolean() }),
})
export type ClubPollView = z.infer<typeof ClubPollView>
export const ClubPollResponse = z.object({ poll: ClubPollView })
export type ClubPollResponse = z.infer<typeof ClubPollResponse>
export const ClubPollsResponse = z.object({ polls: z.array(ClubPollView), can: z.object({ open: z.boolean() }) })
export type ClubPollsResponse = z.infer<typeof ClubPollsResponse>
