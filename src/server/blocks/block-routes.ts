import { Hono } from 'hono'
import { BlockMessages, BlockQuery, type BlockPage, type BlockStatusResponse } from '../../shared/schemas/blocks.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { findProfileByUsername } from '../profiles/profile-queries.ts'
import { blockPage } from '../visibility/block-page.ts'
import { deleteBlock } from '../visibility/blocked-pairs.ts'
import { blockUser } from './block-user.ts'

const blockingYourself = () => new ApiError(400, 'block_self', BlockMessages.self, { username: BlockMessages.self })

/** Blocking and unblocking readers, and the list of those I blocked. Mounted at /api. */
export const blockRoutes = ({ db }: { db: Database }) => {
	const readerId = async (username: string) => {
		const profile = await findProfileByUsername(db, username)
		if (!profile) throw notFound('Profile')
		return profile.userId
	}
	return new Hono<AppEnv>()
		.post('/users/:username/block', async (c) => {
			const user = requireUser(c)
			const blockedId = await readerId(c.req.param('username'))
			if (blockedId === user.id) throw blockingYourself()
			await blockUser(db, user.id, blockedId)
			return c.json({ blocked: true } satisfies BlockStatusResponse)
		})
		.delete('/users/:username/block', async (c) => {
			const user = requireUser(c)
			await deleteBlock(db, user.id, await readerId(c.req.param('username')))
			return c.json({ blocked: false } satisfies BlockStatusResponse)
		})
		.get('/me/blocks', async (c) => {
			const user = requireUser(c)
			return c.json((await blockPage(db, user.id, readQuery(c, BlockQuery))) satisfies BlockPage)
		})
}
