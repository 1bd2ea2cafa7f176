import { type Context, Hono } from 'hono'
import {
	FollowMessages,
	FollowQuery,
	type FollowPage,
	type FollowStatusResponse,
} from '../../shared/schemas/follows.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { canViewProfile } from '../profiles/profile-policy.ts'
import { findProfileByUsername } from '../profiles/profile-queries.ts'
import { loadOwnerRelation, readerShownTo } from '../visibility/viewer-relation.ts'
import { followPage, type FollowSide } from './follow-page.ts'
import { deleteFollow } from './follow-queries.ts'
import { followUser } from './follow-user.ts'

const followingYourself = () => new ApiError(400, 'follow_self', FollowMessages.self, { username: FollowMessages.self })
const none: FollowStatusResponse = { status: 'none' }

/** Following a reader and their followers and following lists. Mounted at /api/users. */
export const userFollowRoutes = ({ db }: { db: Database }) => {
	const existingProfile = async (username: string) => {
		const profile = await findProfileByUsername(db, username)
		if (!profile) throw notFound('Profile')
		return profile
	}
	/** The profile when the viewer is shown its reader; a 404 otherwise, as for no such reader. */
	const shownProfile = async (username: string, viewerId: string) => {
		const profile = await existingProfile(username)
		if (!(await readerShownTo(db, viewerId, profile.userId))) throw notFound('Profile')
		return profile
	}
	const list = async (c: Context<AppEnv>, side: FollowSide) => {
		const viewer = c.var.user
		const query = readQuery(c, FollowQuery)
		const profile = await existingProfile(c.req.param('username') ?? '')
		const relation = await loadOwnerRelation(db, viewer, profile.userId)
		if (relation.blocked || relation.ownerSuspended) throw notFound('Profile')
		if (!canViewProfile(viewer, profile, { approvedFollower: relation.viewerFollowsOwner })) throw notFound('Profile')
		return c.json(
			(await followPage(db, profile.userId, side, 'accepted', {
				...query,
				viewerId: viewer?.id ?? null,
			})) satisfies FollowPage,
		)
	}
	return new Hono<AppEnv>()
		.post('/:username/follow', async (c) => {
			const user = requireUser(c)
			const profile = await shownProfile(c.req.param('username'), user.id)
			if (profile.userId === user.id) throw followingYourself()
			return c.json({ status: await followUser(db, user.id, profile) } satisfies FollowStatusResponse)
		})
		.delete('/:username/follow', async (c) => {
			const user = requireUser(c)
			const profile = await shownProfile(c.req.param('username'), user.id)
			await deleteFollow(db, user.id, profile.userId)
			return c.json(none)
		})
		.get('/:username/followers', (c) => list(c, 'followers'))
		.get('/:username/following', (c) => list(c, 'following'))
}
