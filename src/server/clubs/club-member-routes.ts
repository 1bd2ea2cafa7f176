import { type Context, Hono } from 'hono'
import {
	ClubInviteInput,
	type ClubInviteLink,
	ClubMemberMessages,
	type ClubMembersResponse,
	ClubRoleInput,
} from '../../shared/schemas/club-members.ts'
import type { ClubResponse } from '../../shared/schemas/clubs.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, forbidden } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { isBlockedBetween } from '../visibility/blocked-pairs.ts'
import { linkedClub, moderatedClub, type SeenClub, visibleClub } from './club-access.ts'
import { renewInviteLink } from './club-invite-link.ts'
import { canChangeRole, canRemoveMember, mayJoinNow } from './club-member-policy.ts'
import { deleteMember, findUserIdByUsername, setMemberRole } from './club-member-queries.ts'
import { clubMembersView } from './club-member-views.ts'
import { acceptRequest, inviteReader, joinClub, leaveClub, requestToJoin } from './club-membership.ts'
import { canEditClub, canModerate } from './club-policy.ts'
import { findMembership } from './club-queries.ts'
import { clubView } from './club-views.ts'

const noSuchReader = () =>
	new ApiError(404, 'not_found', ClubMemberMessages.noSuchReader, { username: ClubMemberMessages.noSuchReader })

/** Joining, leaving, invitations, requests, roles and the invite link (shared/schemas/club-members.ts). Mounted at /api. */
export function clubMemberRoutes({ db }: { db: Database }) {
	const clubAnswer = async (c: Context<AppEnv>, seen: SeenClub) => {
		const fresh = { club: seen.club, membership: (await findMembership(db, seen.club.id, requireUser(c).id)) ?? null }
		return c.json({ club: await clubView(db, fresh, c.var.user) } satisfies ClubResponse)
	}
	const membersAnswer = async (c: Context<AppEnv>, id: string, status: 200 | 201 = 200) => {
		const seen = await visibleClub(db, id, c.var.user)
		return c.json((await clubMembersView(db, seen, c.var.user)) satisfies ClubMembersResponse, status)
	}
	/** Someone in the club by username, with their row; 404 naming nobody's secrets for no such reader or no row. */
	const person = async (clubId: string, username: string) => {
		const userId = await findUserIdByUsername(db, username)
		const membership = userId ? await findMembership(db, clubId, userId) : undefined
		if (!userId || !membership) throw new ApiError(404, 'not_found', ClubMemberMessages.notInClub)
		return { userId, membership }
	}
	return new Hono<AppEnv>()
		.get('/clubs/:id/members', (c) => membersAnswer(c, c.req.param('id')))
		.post('/clubs/:id/join', async (c) => {
			const user = requireUser(c)
			const seen = await visibleClub(db, c.req.param('id'), user)
			await joinClub(db, seen, user.id)
			return clubAnswer(c, seen)
		})
		.delete('/clubs/:id/membership', async (c) => {
			const user = requireUser(c)
			await leaveClub(db, await visibleClub(db, c.req.param('id'), user), user.id)
			return c.body(null, 204)
		})
		.post('/clubs/:id/invitations', async (c) => {
			const user = requireUser(c)
			const { username } = await readJson(c, ClubInviteInput)
			const { club } = await moderatedClub(db, c.req.param('id'), user)
			const inviteeId = await findUserIdByUsername(db, username)
			if (!inviteeId || (inviteeId !== user.id && (await isBlockedBetween(db, user.id, inviteeId))))
				throw noSuchReader()
			await inviteReader(db, club, user.id, {
				id: inviteeId,
				membership: (await findMembership(db, club.id, inviteeId)) ?? null,
			})
			return membersAnswer(c, club.id, 201)
		})
		.post('/clubs/:id/members/:username/accept', async (c) => {
			const user = requireUser(c)
			const { club } = await moderatedClub(db, c.req.param('id'), user)
			const target = await person(club.id, c.req.param('username'))
			if (target.membership.status !== 'requested') throw new ApiError(409, 'no_request', ClubMemberMessages.noRequest)
			await acceptRequest(db, club, user.id, target.userId)
			return membersAnswer(c, club.id)
		})
		.delete('/clubs/:id/members/:username', async (c) => {
			const user = requireUser(c)
			const { club, membership } = await visibleClub(db, c.req.param('id'), user)
			if (!canModerate(membership)) throw forbidden(ClubMemberMessages.notModerator)
			const target = await person(club.id, c.req.param('username'))
			if (!canRemoveMember(membership, { ...target.membership, self: target.userId === user.id }))
				throw forbidden(removalRefusal(target.membership.role))
			await deleteMember(db, club.id, target.userId)
			return membersAnswer(c, club.id)
		})
		.put('/clubs/:id/members/:username/role', async (c) => {
			const user = requireUser(c)
			const { role } = await readJson(c, ClubRoleInput)
			const { club, membership } = await visibleClub(db, c.req.param('id'), user)
			if (!canEditClub(membership)) throw forbidden(ClubMemberMessages.notOwnerRole)
			const target = await person(club.id, c.req.param('username'))
			const self = target.userId === user.id
			if (!canChangeRole(membership, { ...target.membership, self }))
				throw forbidden(
					target.membership.role === 'owner' ? ClubMemberMessages.ownerRole : ClubMemberMessages.notOwnerRole,
				)
			await setMemberRole(db, club.id, target.userId, role)
			return membersAnswer(c, club.id)
		})
		.post('/clubs/:id/invite-link', async (c) => {
			const user = requireUser(c)
			const { club } = await moderatedClub(db, c.req.param('id'), user)
			return c.json({ token: await renewInviteLink(db, club.id, true) } satisfies ClubInviteLink)
		})
		.delete('/clubs/:id/invite-link', async (c) => {
			const user = requireUser(c)
			const { club } = await moderatedClub(db, c.req.param('id'), user)
			return c.json({ token: await renewInviteLink(db, club.id, false) } satisfies ClubInviteLink)
		})
		.get('/club-invites/:token', async (c) => {
			const user = requireUser(c)
			const seen = await linkedClub(db, c.req.param('token'), user)
			return c.json({ club: await clubView(db, seen, user) } satisfies ClubResponse)
		})
		.post('/club-invites/:token', async (c) => {
			const user = requireUser(c)
			const seen = await linkedClub(db, c.req.param('token'), user)
			if (mayJoinNow(seen.club.access, seen.membership)) await joinClub(db, seen, user.id)
			else await requestToJoin(db, seen, user.id)
			return clubAnswer(c, seen)
		})
}

function removalRefusal(role: string) {
	if (role === 'owner') return ClubMemberMessages.removeOwner
	return role === 'moderator' ? ClubMemberMessages.removeModerator : ClubMemberMessages.notInClub
}
