import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { visibleToViewer } from '../visibility/visibility-sql.ts'

/** The entries of the viewer's follows created since `since` that the viewer may see. */
function friendEntries(db: Database, viewerId: string, since: string) {
	return db
		.selectFrom('follow')
		.innerJoin('entry', 'entry.userId', 'follow.followeeId')
		.where('follow.followerId', '=', viewerId)
		.where('follow.status', '=', 'accepted')
		.where('entry.createdAt', '>=', since)
		.where(visibleToViewer('entry', viewerId))
}

/**
 * The books most of the viewer's follows logged since `since`, each reader counted once however often they
 * logged it; ties go to the book logged most recently, then by id, so the order is stable.
 */
export async function findFriendsPopular(db: Database, viewerId: string, since: string, limit: number) {
	const rows = await friendEntries(db, viewerId, since)
		.select([
			'entry.bookId',
			sql<number | string>`count(distinct ${sql.ref('entry.userId')})`.as('readers'),
			sql<string>`max(${sql.ref('entry.createdAt')})`.as('latest'),
		])
		.groupBy('entry.bookId')
		.orderBy('readers', 'desc')
		.orderBy('latest', 'desc')
		.orderBy('entry.bookId')
		.limit(limit)
		.execute()
	// PostgreSQL answers count() as a bigint string.
	return rows.map((r) => ({ bookId: r.bookId, count: Number(r.readers) }))
}

/** Who of the viewer's follows logged each of these books since `since`, most recent first. */
export async function findFriendReaders(db: Database, viewerId: string, since: string, bookIds: string[]) {
	if (bookIds.length === 0) return []
	return friendEntries(db, viewerId, since)
		.innerJoin('user', 'user.id', 'entry.userId')
		.select([
			'entry.bookId',
			'user.username',
			'user.name',
			'user.image',
			sql<string>`max(${sql.ref('entry.createdAt')})`.as('latest'),
		])
		.where('entry.bookId', 'in', bookIds)
		.groupBy(['entry.bookId', 'user.id', 'user.username', 'user.name', 'user.image'])
		.orderBy('latest', 'desc')
		.orderBy('user.username')
		.execute()
}
