import { z } from 'zod'
import { BookSummary } from './books.ts'
import { ReaderRef } from './visibility.ts'

/*
 * Book clubs (src/server/clubs). A public club is seen by everyone; an invite-only club, and everything in it,
 * by its members alone: for anyone else every club route answers 404, as for a club that does not exist.
 *
 * GET  /api/clubs/:id   → ClubResponse: the club as the viewer sees it, with what the viewer may do (`can`).
 */

export const ClubAccess = z.enum(['public', 'invite'], {
	error: 'Choose who can join: anyone (public) or by invitation',
})
export type ClubAccess = z.infer<typeof ClubAccess>
export const ClubRole = z.enum(['owner', 'moderator', 'member'])
export type ClubRole = z.infer<typeof ClubRole>
export const ClubMemberStatus = z.enum(['member', 'requested', 'invited'])
export type ClubMemberStatus = z.infer<typeof ClubMemberStatus>

export const ClubView = z.object({
	id: z.string(),
	name: z.string(),
	description: z.string(),
	access: ClubAccess,
	/** The club's picture at 512 px, from our origin; null when it has none. */
	pictureUrl: z.string().nullable(),
	owner: ReaderRef,
	memberCount: z.number().int(),
	currentBook: BookSummary.nullable(),
	/** The viewer's place in the club: null for a visitor or a reader who is neither member nor asked nor invited. */
	viewer: z.object({ status: ClubMemberStatus, role: ClubRole }).nullable(),
	can: z.object({
		/** Change name, description, picture, access; delete the club (the owner). */
		edit: z.boolean(),
		/** Pick the book, set the schedule, open polls, manage members and the invite link (owner and moderators). */
		moderate: z.boolean(),
		/** Join a public club, or accept an invitation, now. */
		join: z.boolean(),
		/** Ask to join an invite-only club. */
		request: z.boolean(),
		/** Leave (members other than the owner). */
		leave: z.boolean(),
		/** Start threads, post, reply, like, vote (members). */
		take_part: z.boolean(),
	}),
	createdAt: z.string(),
	updatedAt: z.string(),
})
export type ClubView = z.infer<typeof ClubView>
export const ClubResponse = z.object({ club: ClubView })
export type ClubResponse = z.infer<typeof ClubResponse>
