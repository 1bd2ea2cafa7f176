import { Hono } from 'hono'
import { FollowQuery, type FollowPage, type FollowStatusResponse } from '../../shared/schemas/follows.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { findProfileByUsername } from '../profiles/profile-queries.ts'
import { readerShownTo } from '../visibility/viewer-relation.ts'
import { approveFollowRequest } from './approve-follow-request.ts'
import { followPage } from './follow-page.ts'
import { deleteFollow } from './follow-queries.ts'

/** The signed-in reader's follow requests and followers. Mounted at /api/me. */
export const myFollowRoutes = ({ db }: { db: Database }) => {
	/** The reader by username when the viewer is shown them; a 404 otherwise, as for no such reader. */
	const readerId = async (username: string, viewerId: string, what: string) => {
		const profile = await findProfileByUsername(db, username)
		if (!profile || !(await readerShownTo(db, viewerId, profile.userId))) throw notFound(what)
		return profile.userId
	}
	return new Hono<AppEnv>()
		.get('/follow-requests', async (c) => {
			const user = requireUser(c)
			return c.json(
				(await followPage(db, user.id, 'followers', 'requested', {
					...readQuery(c, FollowQuery),
					viewerId: user.id,
				})) satisfies FollowPage,
			)
		})
		.post('/follow-requests/:username/approve', async (c) => {
			const user = requireUser(c)
			const followerId = await readerId(c.req.param('username'), user.id, 'Follow request')
			if (!(await approveFollowRequest(db, followerId, user.id))) throw notFound('Follow request')
			return c.json({ status: 'accepted' } satisfies FollowStatusResponse)
		})
		.delete('/follow-requests/:username', async (c) => {
			const user = requireUser(c)
			const followerId = await readerId(c.req.param('username'), user.id, 'Follow request')
			if ((await deleteFollow(db, followerId, user.id, 'requested')) === 0) throw notFound('Follow request')
			return c.json({ status: 'none' } satisfies FollowStatusResponse)
		})
		.delete('/followers/:username', async (c) => {
			const user = requireUser(c)
			await deleteFollow(db, await readerId(c.req.param('username'), user.id, 'Profile'), user.id, 'accepted')
			return c.json({ status: 'none' } satisfies FollowStatusResponse)
		})
}
