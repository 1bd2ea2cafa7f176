import { Hono } from 'hono'
import {
	FeedQuery,
	type FeedPage,
	type FriendsReadingResponse,
	type PopularFriendsResponse,
} from '../../shared/schemas/feed.ts'
import type { Database } from '../db/schema.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { feedPage } from './feed-page.ts'
import { friendsReading } from './friends-reading.ts'
import { popularWithFriends } from './popular-friends.ts'

/** The signed-in home's social half: the follows' activity, what they are reading and Popular with friends. Mounted at '/' under /api. */
export function feedRoutes({ db }: { db: Database }) {
	return new Hono<AppEnv>()
		.get('/me/feed', async (c) => {
			const user = requireUser(c)
			return c.json((await feedPage(db, user.id, readQuery(c, FeedQuery))) satisfies FeedPage)
		})
		.get('/me/friends-reading', async (c) => {
			const user = requireUser(c)
			return c.json((await friendsReading(db, user.id)) satisfies FriendsReadingResponse)
		})
		.get('/popular/friends', async (c) => {
			const user = requireUser(c)
			return c.json((await popularWithFriends(db, user.id)) satisfies PopularFriendsResponse)
		})
}
