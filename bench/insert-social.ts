import type { Insertable } from 'kysely'
import { sql } from 'kysely'
import type { ActivityTable, Database, FollowTable } from '../src/server/db/schema.ts'
import { momentWithin, readerId, unit } from './reading-rows.ts'

// 10 columns an activity: 1,000 rows a statement stay inside SQLite's 32,766 bound parameters.
const ROWS_PER_STATEMENT = 1_000
/** The reader whose home feed docs/performance.md measures: they follow FEED_FOLLOWS readers. */
export const FEED_READER = 4242
export const FEED_FOLLOWS = 1_000
/** Everyone else follows this many readers picked at random. */
const FOLLOWS_PER_READER = 5

/**
 * The activity the app writes with each change, for the rows the generator inserted directly: a 'logged' per
 * entry and a 'shelved' per 'want' shelving (logging a read shelves it as 'read' without an activity of its
 * own), with the same time and visibility. One INSERT … SELECT each, in the database.
 */
export async function insertActivities(db: Database) {
	await sql`insert into "activity" ("id", "userId", "kind", "bookId", "entryId", "listId", "otherUserId", "details", "visibility", "createdAt")
		select 'a' || substr("id", 2), "userId", 'logged', "bookId", "id", null, null, '{}', "visibility", "createdAt" from "entry"`.execute(
		db,
	)
	await sql`insert into "activity" ("id", "userId", "kind", "bookId", "entryId", "listId", "otherUserId", "details", "visibility", "createdAt")
		select 'want-' || "userId" || '-' || "bookId", "userId", 'shelved', "bookId", null, null, null, '{"status":"want"}', "visibility", "addedAt"
		from "shelf" where "status" = 'want'`.execute(db)
	const { rows } = await sql<{ count: number | string }>`select count(*) as "count" from "activity"`.execute(db)
	return Number(rows[0]?.count ?? 0)
}

/**
 * The follow graph: every reader follows FOLLOWS_PER_READER others at random, FEED_READER follows FEED_FOLLOWS
 * readers, and half of those follow back (friends, so 'friends' entries show too). Each follow is accepted
 * and has its 'followed' activity, public, at a moment of the last year. Returns how many follows went in.
 */
export async function insertFollows(db: Database, readerCount: number, now: number) {
	const pairs = new Map<string, [number, number]>()
	const add = (from: number, to: number) => from !== to && pairs.set(`${from}:${to}`, [from, to])
	for (let n = 1; n <= readerCount; n++)
		for (let k = 0; k < FOLLOWS_PER_READER; k++) add(n, 1 + Math.floor(unit(n, k, 0xf0) * readerCount))
	const followed = new Set<number>()
	for (let k = 0; followed.size < FEED_FOLLOWS; k++) {
		const other = 1 + Math.floor(unit(FEED_READER, k, 0xfe) * readerCount)
		if (other === FEED_READER || followed.has(other)) continue
		followed.add(other)
		add(FEED_READER, other)
		if (unit(other, 0xfb) < 0.5) add(other, FEED_READER)
	}
	const all = [...pairs.values()]
	for (let i = 0; i < all.length; i += ROWS_PER_STATEMENT) {
		const follows: FollowTable[] = []
		const activities: Insertable<ActivityTable>[] = []
		for (const [from, to] of all.slice(i, i + ROWS_PER_STATEMENT)) {
			const createdAt = momentWithin(now, unit(from, to, 0xf1))
			follows.push({ followerId: readerId(from), followeeId: readerId(to), status: 'accepted', createdAt })
			activities.push({
				id: `followed-${from}-${to}`,
				userId: readerId(from),
				kind: 'followed',
				bookId: null,
				entryId: null,
				otherUserId: readerId(to),
				details: '{}',
				visibility: 'public',
				createdAt,
			})
		}
		await db.transaction().execute(async (trx) => {
			await trx.insertInto('follow').values(follows).execute()
			await trx.insertInto('activity').values(activities).execute()
		})
	}
	return all.length
}
