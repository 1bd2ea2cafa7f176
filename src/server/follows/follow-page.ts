import { sql } from 'kysely'
import type { FollowPage } from '../../shared/schemas/follows.ts'
import type { Database } from '../db/schema.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'
import { notBlockedBetween, notSuspended } from '../visibility/visibility-sql.ts'
import type { FollowRowStatus } from './follow-queries.ts'

/**
 * 'followers': who follows the user; 'following': whom the user follows. With 'requested', the followers list
 * is the requests waiting for the user.
 */
export type FollowSide = 'followers' | 'following'

// The side a list is about is fixed; the other side is the reader each row shows.
const COLUMNS = {
	followers: { own: 'follow.followeeId', other: 'follow.followerId' },
	following: { own: 'follow.followerId', other: 'follow.followeeId' },
} as const

/**
 * Readers the viewer may see in such a list: none they blocked or who blocked them, and no suspended reader.
 * A primary-key lookup each in block and profile.
 */
function shownTo(viewerId: string | null, other: string) {
	const reader = sql.ref(other)
	return viewerId === null
		? notSuspended(reader)
		: sql<boolean>`(${notSuspended(reader)} and ${notBlockedBetween(viewerId, reader)})`
}

/**
 * A page of readers, newest follow first, leaving out those the viewer may not see (shownTo). The cursor holds the last row's time and reader id (the id breaks
 * ties), so the next page starts right after it however many follows came meanwhile.
 */
export async function followPage(
	db: Database,
	userId: string,
	side: FollowSide,
	status: FollowRowStatus,
	query: { cursor?: string; limit: number; viewerId: string | null },
): Promise<FollowPage> {
	const { own, other } = COLUMNS[side]
	const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string']) : undefined
	const rows = await db
		.selectFrom('follow')
		.innerJoin('user', 'user.id', other)
		.select(['follow.createdAt', 'user.id', 'user.username', 'user.name', 'user.image'])
		.where(own, '=', userId)
		.where('follow.status', '=', status)
		.where(shownTo(query.viewerId, other))
		.$if(after !== undefined, (q) =>
			q.where(sql<boolean>`(${sql.ref('follow.createdAt')}, ${sql.ref(other)}) < (${sql.join(after ?? [])})`),
		)
		.orderBy('follow.createdAt', 'desc')
		.orderBy(other, 'desc')
		.limit(query.limit + 1)
		.execute()
	const { rows: shown, nextCursor } = keysetPage(rows, query.limit, (row) => [row.createdAt, row.id])
	const total = await db
		.selectFrom('follow')
		.select((eb) => eb.fn.countAll().as('count'))
		.where(own, '=', userId)
		.where('status', '=', status)
		.where(shownTo(query.viewerId, other))
		.executeTakeFirstOrThrow()
	return {
		items: shown.map((row) => ({
			reader: { username: row.username, name: row.name, image: row.image },
			since: row.createdAt,
		})),
		total: Number(total.count),
		nextCursor,
	}
}
