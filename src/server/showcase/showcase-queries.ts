import { sql } from 'kysely'
import { SHOWCASE_READING_MAX, SHOWCASE_RECENT_MAX } from '../../shared/schemas/showcase.ts'
import type { Database } from '../db/schema.ts'
import { visibleToViewer } from '../visibility/visibility-sql.ts'

/**
 * The owner's books on the 'reading' shelf that the viewer may see, latest shelved first, each with the
 * latest progress update the viewer may see on it (a friends-only update is not shown to a stranger even when
 * the shelving is public).
 */
export function readingShelf(db: Database, ownerId: string, viewerId: string | null) {
	const latest = (column: 'page' | 'percent') =>
		sql<
			number | null
		>`(select ${sql.ref(`progress.${column}`)} from "progress" where "progress"."userId" = "shelf"."userId"
			and "progress"."bookId" = "shelf"."bookId" and ${visibleToViewer('progress', viewerId)}
			order by "progress"."createdAt" desc, "progress"."id" desc limit 1)`
	return db
		.selectFrom('shelf')
		.innerJoin('book', 'book.id', 'shelf.bookId')
		.select(['shelf.bookId', 'book.pageCount', latest('page').as('page'), latest('percent').as('percent')])
		.where('shelf.userId', '=', ownerId)
		.where('shelf.status', '=', 'reading')
		.where(visibleToViewer('shelf', viewerId))
		.orderBy('shelf.updatedAt', 'desc')
		.orderBy('shelf.bookId')
		.limit(SHOWCASE_READING_MAX)
		.execute()
}

/** The owner's latest entries the viewer may see, newest read first. */
export function latestReads(db: Database, ownerId: string, viewerId: string | null) {
	return db
		.selectFrom('entry')
		.select(['entry.id', 'entry.bookId', 'entry.readOn', 'entry.rating'])
		.where('entry.userId', '=', ownerId)
		.where(visibleToViewer('entry', viewerId))
		.orderBy('entry.readOn', 'desc')
		.orderBy('entry.createdAt', 'desc')
		.orderBy('entry.id', 'desc')
		.limit(SHOWCASE_RECENT_MAX)
		.execute()
}
