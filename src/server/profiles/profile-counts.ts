import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { visibleToViewer } from '../visibility/visibility-sql.ts'

/**
 * The reading-log counts on a profile, over only the entries this viewer may see: a friends-only review is
 * not counted for a stranger, or the number would give away that it exists.
 */
export async function readingCounts(db: Database, ownerId: string, viewerId: string | null) {
	const row = await db
		.selectFrom('entry')
		.select([
			sql<number | string>`count(distinct "entry"."bookId")`.as('booksRead'),
			sql<number | string>`count(case when "entry"."review" <> '' then 1 end)`.as('reviews'),
		])
		.where('entry.userId', '=', ownerId)
		.where(visibleToViewer('entry', viewerId))
		.executeTakeFirstOrThrow()
	// PostgreSQL answers count() as a bigint, which arrives as text.
	return { booksRead: Number(row.booksRead), reviews: Number(row.reviews) }
}

/** Accepted follows to and from the owner: a pending request is not a follower until it is approved. */
export async function followCounts(db: Database, ownerId: string) {
	const row = await db
		.selectFrom('follow')
		.select([
			sql<number | string>`count(case when "followeeId" = ${ownerId} then 1 end)`.as('followers'),
			sql<number | string>`count(case when "followerId" = ${ownerId} then 1 end)`.as('following'),
		])
		.where('status', '=', 'accepted')
		.where((eb) => eb.or([eb('followeeId', '=', ownerId), eb('followerId', '=', ownerId)]))
		.executeTakeFirstOrThrow()
	return { followers: Number(row.followers), following: Number(row.following) }
}

/** The owner's lists this viewer may see, counted as the user's lists page shows them. */
export async function listCount(db: Database, ownerId: string, viewerId: string | null) {
	const row = await db
		.selectFrom('list')
		.select((eb) => eb.fn.countAll<number | string>().as('lists'))
		.where('list.userId', '=', ownerId)
		.where(visibleToViewer('list', viewerId))
		.executeTakeFirstOrThrow()
	return { lists: Number(row.lists) }
}
