import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { isBlockedBetween } from '../visibility/blocked-pairs.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'
import { canModerate, canSeeClub, canTakePart, type Membership } from './club-policy.ts'
import { findClub, findClubByToken, findMembership, type ClubRow } from './club-queries.ts'

export type SeenClub = { club: ClubRow; membership: Membership }

/** The club and the viewer's place in it, if the viewer may see it; a 404 otherwise, exactly as when it does not exist. */
export async function visibleClub(db: Database, id: string, viewer: Viewer): Promise<SeenClub> {
	const club = await findClub(db, id)
	if (!club) throw notFound('Club')
	const membership = viewer ? ((await findMembership(db, club.id, viewer.id)) ?? null) : null
	const blocked = viewer !== null && viewer.id !== club.ownerId && (await isBlockedBetween(db, viewer.id, club.ownerId))
	if (!canSeeClub(viewer, club, membership, blocked)) throw notFound('Club')
	return { club, membership }
}

/**
 * The club if the viewer is a member: what only members may do answers 404 to the rest, since a reader who
 * is not in a club has no business learning what is inside it.
 */
export async function memberClub(db: Database, id: string, viewer: { id: string }): Promise<SeenClub> {
	const seen = await visibleClub(db, id, viewer)
	if (!canTakePart(seen.membership)) throw notFound('Club')
	return seen
}

/** The club if the viewer is its owner or a moderator; 404 for everyone else. */
export async function moderatedClub(db: Database, id: string, viewer: { id: string }): Promise<SeenClub> {
	const seen = await visibleClub(db, id, viewer)
	if (!canModerate(seen.membership)) throw notFound('Club')
	return seen
}

/**
 * The club an invite link is for, to a signed-in reader holding it: the link shows an invite-only club to
 * readers who are not in it yet. A revoked or unknown link is a 404, and so is a club whose owner and the
 * reader blocked each other, as visibleClub answers.
 */
export async function linkedClub(db: Database, token: string, viewer: { id: string }): Promise<SeenClub> {
	const id = await findClubByToken(db, token)
	const club = id ? await findClub(db, id) : undefined
	if (!club) throw notFound('Invitation')
	const membership = (await findMembership(db, club.id, viewer.id)) ?? null
	if (
		membership?.status !== 'member' &&
		viewer.id !== club.ownerId &&
		(await isBlockedBetween(db, viewer.id, club.ownerId))
	)
		throw notFound('Invitation')
	return { club, membership }
}
