import type { ClubMemberStatus, ClubRole } from '../db/club-schema.ts'
import { canEditClub, canModerate, type Membership } from './club-policy.ts'

// Pure rules of who may change whose place in a club. The caller loads both rows.

type Target = { role: ClubRole; status: ClubMemberStatus; self: boolean }

/**
 * Moderators remove members, decline requests and withdraw invitations; a moderator is removed by the owner
 * alone, and the owner by nobody. One's own place is left through 'leave', not here.
 */
export function canRemoveMember(viewer: Membership, target: Target): boolean {
	if (target.self || target.role === 'owner' || !canModerate(viewer)) return false
	return target.status !== 'member' || target.role !== 'moderator' || canEditClub(viewer)
}

/** The owner makes members moderators and moderators members again. */
export function canChangeRole(viewer: Membership, target: Target): boolean {
	return canEditClub(viewer) && !target.self && target.status === 'member' && target.role !== 'owner'
}

/**
 * Joining at once: anyone may join a public club they are not in (a pending request included, since the club
 * opened meanwhile); an invite-only club takes only readers it invited.
 */
export function mayJoinNow(access: 'public' | 'invite', membership: Membership): boolean {
	if (membership?.status === 'member') return false
	return access === 'public' || membership?.status === 'invited'
}
