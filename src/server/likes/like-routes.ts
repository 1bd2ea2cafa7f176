import { Hono } from 'hono'
import type { EntryLikeResponse } from '../../shared/schemas/likes.ts'
import type { Database } from '../db/schema.ts'
import { findVisibleEntry } from '../entries/find-visible-entry.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { setEntryLike } from './like-entry.ts'

/** Liking entries (shared/schemas/likes.ts). Mounted at /api. */
export function likeRoutes({ db }: { db: Database }) {
	return new Hono<AppEnv>()
		.post('/entries/:id/like', async (c) => {
			const user = requireUser(c)
			const entry = await findVisibleEntry(db, c.req.param('id'), user)
			return c.json((await setEntryLike(db, entry, user.id, true)) satisfies EntryLikeResponse)
		})
		.delete('/entries/:id/like', async (c) => {
			const user = requireUser(c)
			const entry = await findVisibleEntry(db, c.req.param('id'), user)
			return c.json((await setEntryLike(db, entry, user.id, false)) satisfies EntryLikeResponse)
		})
}
