import { ClubMemberMessages } from '../../shared/schemas/club-members.ts'
import { recordActivity } from '../activity/record-activity.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { notify } from '../notifications/notify.ts'
import type { SeenClub } from './club-access.ts'
import { mayJoinNow } from './club-member-policy.ts'
import { admitMember, blockedWithRunners, deleteMember, insertMember, runnerIds } from './club-member-queries.ts'
import type { ClubRow } from './club-queries.ts'

const refuse = (status: 403 | 409, code: string, message: string) => new ApiError(status, code, message)

/** The 409 for a reader blocked either way with the owner or a moderator, checked before any write. */
async function refuseBlocked(db: Database, clubId: string, userId: string, message: string) {
	if (await blockedWithRunners(db, clubId, userId)) throw refuse(409, 'blocked', message)
}

/** The reader becomes a member ('club_joined' in the feeds of the club's members) from `from`, or anew. */
async function admit(trx: Database, club: ClubRow, userId: string, from: 'invited' | 'requested' | null, at: string) {
	const admitted =
		from === null
			? await insertMember(trx, { clubId: club.id, userId, role: 'member', status: 'member', at })
			: await admitMember(trx, club.id, userId, from, at)
	if (!admitted) throw refuse(409, 'changed', ClubMemberMessages.changed)
	await recordActivity(trx, { userId, kind: 'club_joined', bookId: null, clubId: club.id, visibility: 'private', at })
}

const pendingStatus = (membership: SeenClub['membership']) =>
	membership?.status === 'invited' || membership?.status === 'requested' ? membership.status : null

/** Joins a public club, or accepts the reader's invitation to an invite-only one. */
export async function joinClub(db: Database, { club, membership }: SeenClub, userId: string) {
	if (membership?.status === 'member') return
	if (!mayJoinNow(club.access, membership)) throw refuse(403, 'invite_only', ClubMemberMessages.inviteOnly)
	await refuseBlocked(db, club.id, userId, ClubMemberMessages.blockedJoin)
	await db.transaction().execute((trx) => admit(trx, club, userId, pendingStatus(membership), new Date().toISOString()))
}

/** Asks to join an invite-only club; its owner and moderators are told. Asking twice is asking once. */
export async function requestToJoin(db: Database, { club, membership }: SeenClub, userId: string) {
	if (membership !== null) return
	await refuseBlocked(db, club.id, userId, ClubMemberMessages.blockedJoin)
	const at = new Date().toISOString()
	await db.transaction().execute(async (trx) => {
		if (!(await insertMember(trx, { clubId: club.id, userId, role: 'member', status: 'requested', at }))) return
		for (const runnerId of await runnerIds(trx, club.id))
			await notify(trx, { userId: runnerId, actorId: userId, kind: 'club_join_requested', clubId: club.id, at })
	})
}

/** Leaves, declines an invitation or withdraws a request. The owner stays: their club goes only by deletion. */
export async function leaveClub(db: Database, { club, membership }: SeenClub, userId: string) {
	if (membership?.role === 'owner' && membership.status === 'member')
		throw refuse(409, 'owner_leaves', ClubMemberMessages.ownerLeaves)
	await deleteMember(db, club.id, userId)
}

/**
 * Invites a reader by id (the route found them by username). A reader who asked to join is accepted instead,
 * since the invitation answers their request.
 */
export async function inviteReader(
	db: Database,
	club: ClubRow,
	inviterId: string,
	invitee: { id: string; membership: SeenClub['membership'] },
) {
	if (invitee.membership?.status === 'member')
		throw new ApiError(409, 'already_member', ClubMemberMessages.alreadyMember, {
			username: ClubMemberMessages.alreadyMember,
		})
	if (invitee.membership?.status === 'invited')
		throw new ApiError(409, 'already_invited', ClubMemberMessages.alreadyInvited, {
			username: ClubMemberMessages.alreadyInvited,
		})
	if (await blockedWithRunners(db, club.id, invitee.id))
		throw new ApiError(409, 'blocked', ClubMemberMessages.blockedInvite, { username: ClubMemberMessages.blockedInvite })
	if (invitee.membership?.status === 'requested') return acceptRequest(db, club, inviterId, invitee.id)
	const at = new Date().toISOString()
	await db.transaction().execute(async (trx) => {
		if (
			!(await insertMember(trx, {
				clubId: club.id,
				userId: invitee.id,
				role: 'member',
				status: 'invited',
				invitedById: inviterId,
				at,
			}))
		)
			return
		await notify(trx, { userId: invitee.id, actorId: inviterId, kind: 'club_invited', clubId: club.id, at })
	})
}

/** A moderator lets in a reader who asked to join; the reader is told. */
export async function acceptRequest(db: Database, club: ClubRow, moderatorId: string, userId: string) {
	await refuseBlocked(db, club.id, userId, ClubMemberMessages.blockedInvite)
	const at = new Date().toISOString()
	await db.transaction().execute(async (trx) => {
		await admit(trx, club, userId, 'requested', at)
		await notify(trx, { userId, actorId: moderatorId, kind: 'club_join_accepted', clubId: club.id, at })
	})
}
