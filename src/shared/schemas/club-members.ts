import { z } from 'zod'
import { USERNAME_PATTERN } from './auth.ts'
import { ClubMemberStatus, ClubRole } from './clubs.ts'
import { ReaderRef } from './visibility.ts'

/*
 * Who is in a club and how they got there (src/server/clubs). Writes are 401 signed out; a club the viewer may
 * not see is a 404. 'Moderators' below means the owner and the moderators. A reader blocked either way with the
 * owner or any moderator cannot join, ask to join or be invited (409 naming what was refused).
 *
 * GET    /api/clubs/:id/members                  → ClubMembersResponse (whoever may see the club); pending
 *                                                 invitations and requests and the invite link to moderators only.
 * POST   /api/clubs/:id/join                     → ClubResponse: joins a public club, or accepts the viewer's
 *                                                 invitation ('club_joined' activity). 403 for an invite-only club
 *                                                 without an invitation.
 * DELETE /api/clubs/:id/membership               → 204: leaves, declines an invitation or withdraws a request.
 *                                                 409 for the owner (delete the club instead).
 * POST   /api/clubs/:id/invitations              ClubInviteInput → 201 ClubMembersResponse (moderators): tells the
 *                                                 reader ('club_invited'). 404 naming username for no such reader
 *                                                 (or one blocked either way with the inviter); 409 when already
 *                                                 in the club or invited. A reader who asked to join is accepted.
 * POST   /api/clubs/:id/members/:username/accept → ClubMembersResponse (moderators): a request becomes a membership
 *                                                 and the reader is told ('club_join_accepted').
 * DELETE /api/clubs/:id/members/:username        → ClubMembersResponse (moderators): removes a member, declines a
 *                                                 request or withdraws an invitation. Only the owner removes a
 *                                                 moderator; nobody removes the owner (403).
 * PUT    /api/clubs/:id/members/:username/role   ClubRoleInput → ClubMembersResponse (the owner): moderator or member.
 * POST   /api/clubs/:id/invite-link              → ClubInviteLink (moderators): a new link; the old one stops working.
 * DELETE /api/clubs/:id/invite-link              → ClubInviteLink with no token: the club has no link any more.
 * GET    /api/club-invites/:token                → ClubResponse: the club the link is for, to a signed-in reader
 *                                                 (404 for a revoked or unknown link).
 * POST   /api/club-invites/:token                → ClubResponse: joins a public club or one that invited the reader;
 *                                                 asks to join an invite-only club otherwise, and its moderators
 *                                                 are told ('club_join_requested'). See docs/decisions/0009-club-invite-links.md.
 */

export const ClubMemberMessages = {
	usernameRequired: 'Enter the username of the reader to invite',
	noSuchReader: 'No reader with that username',
	alreadyMember: 'This reader is already in the club',
	alreadyInvited: 'This reader is already invited',
	blockedInvite:
		"This reader cannot be invited: they and the club's owner or one of its moderators have blocked each other",
	blockedJoin: 'You cannot join this club: you and its owner or one of its moderators have blocked each other',
	inviteOnly: 'This club is by invitation only',
	ownerLeaves: 'The owner cannot leave the club; delete it instead',
	notModerator: "Only the club's owner and moderators can do that",
	notOwnerRole: "Only the club's owner can make or unmake moderators",
	removeOwner: "The club's owner cannot be removed",
	removeModerator: "Only the club's owner can remove a moderator",
	noRequest: 'This reader has not asked to join',
	notInClub: 'This reader is not in the club',
	ownerRole: "The owner's role cannot change",
	role: 'Choose moderator or member',
	changed: "This reader's place in the club changed meanwhile: reload and try again",
	unknownField: 'This field cannot be set here',
} as const

const unknownField = {
	error: (issue: { code: string }) =>
		issue.code === 'unrecognized_keys' ? ClubMemberMessages.unknownField : undefined,
}

export const ClubInviteInput = z.strictObject(
	{
		username: z
			.string({ error: ClubMemberMessages.usernameRequired })
			.trim()
			.transform((v) => v.replace(/^@/, ''))
			.refine((v) => v.length > 0, ClubMemberMessages.usernameRequired)
			.refine((v) => USERNAME_PATTERN.test(v), ClubMemberMessages.noSuchReader),
	},
	unknownField,
)
export type ClubInviteInput = z.input<typeof ClubInviteInput>

export const ClubRoleInput = z.strictObject(
	{ role: z.enum(['moderator', 'member'], { error: ClubMemberMessages.role }) },
	unknownField,
)
export type ClubRoleInput = z.input<typeof ClubRoleInput>

/** A member, with what the viewer may do to them (the server decides; the page only shows the buttons). */
export const ClubMemberView = z.object({
	reader: ReaderRef,
	role: ClubRole,
	joinedAt: z.string(),
	can: z.object({ promote: z.boolean(), demote: z.boolean(), remove: z.boolean() }),
})
export type ClubMemberView = z.infer<typeof ClubMemberView>

/** An invitation not yet answered, or a request not yet accepted. */
export const ClubPendingView = z.object({
	reader: ReaderRef,
	status: ClubMemberStatus.exclude(['member']),
	createdAt: z.string(),
})
export type ClubPendingView = z.infer<typeof ClubPendingView>

export const ClubMembersResponse = z.object({
	/** Owner first, then moderators, then members, each by when they joined. Readers blocked either way with the viewer are left out. */
	members: z.array(ClubMemberView),
	/** Moderators only; empty for everyone else. */
	pending: z.array(ClubPendingView),
	/** The invite link's secret, for moderators; null for everyone else and when the club has no link. */
	inviteToken: z.string().nullable(),
})
export type ClubMembersResponse = z.infer<typeof ClubMembersResponse>

export const ClubInviteLink = z.object({ token: z.string().nullable() })
export type ClubInviteLink = z.infer<typeof ClubInviteLink>
