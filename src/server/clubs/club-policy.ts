import type { ClubMemberStatus, ClubRole } from '../db/club-schema.ts'

// Pure rules of who may see and do what in a club. The caller loads the facts: the club's access, the
// viewer's membership row (any status) and whether the viewer and the owner blocked each other.

export type Membership = { status: ClubMemberStatus; role: ClubRole } | null
export type ClubFacts = { access: 'public' | 'invite'; ownerId: string }

const isMember = (m: Membership) => m?.status === 'member'

/**
 * A public club is seen by everyone except readers the owner blocked or who blocked the owner; an invite-only
 * club by its members, and by readers invited to it or asking to join (so they can see what they answer).
 */
export function canSeeClub(
	viewer: { id: string } | null,
	club: ClubFacts,
	membership: Membership,
	blockedWithOwner: boolean,
): boolean {
	if (viewer?.id === club.ownerId) return true
	if (blockedWithOwner && !isMember(membership)) return false
	return club.access === 'public' || membership !== null
}

/** Members take part: threads, posts, replies, likes, votes. */
export const canTakePart = (m: Membership) => isMember(m)

/** The owner and moderators run the club: book, schedule, polls, members, invite link. */
export const canModerate = (m: Membership) => isMember(m) && (m?.role === 'owner' || m?.role === 'moderator')

/** Only the owner changes the club itself or deletes it. */
export const canEditClub = (m: Membership) => isMember(m) && m?.role === 'owner'
