import type { Database } from '../db/schema.ts'
import { visibleToViewer } from '../visibility/visibility-sql.ts'

/**
 * The 'reading' shelvings of the readers `viewerId` follows (accepted follows) that the viewer may see, the
 * most recently started first (ties by reader and book, so the order is stable). Each follow's reading books are
 * found through shelf_status (userId, status, addedAt).
 */
export function findFriendsReading(db: Database, viewerId: string, limit: number) {
	return db
		.selectFrom('follow')
		.innerJoin('shelf', 'shelf.userId', 'follow.followeeId')
		.innerJoin('user', 'user.id', 'shelf.userId')
		.innerJoin('book', 'book.id', 'shelf.bookId')
		.select([
			'shelf.userId',
			'shelf.bookId',
			'shelf.updatedAt',
			'user.username',
			'user.name',
			'user.image',
			'book.pageCount',
		])
		.where('follow.followerId', '=', viewerId)
		.where('follow.status', '=', 'accepted')
		.where('shelf.status', '=', 'reading')
		.where(visibleToViewer('shelf', viewerId))
		.orderBy('shelf.updatedAt', 'desc')
		.orderBy('shelf.userId')
		.orderBy('shelf.bookId')
		.limit(limit)
		.execute()
}

/**
 * The progress updates the viewer may see on these (reader, book) pairs, newest first: the first of each pair is
 * its newest. A pair's updates are found through progress_book (userId, bookId, createdAt).
 */
export function findVisibleProgress(
	db: Database,
	viewerId: string,
	pairs: readonly { userId: string; bookId: string }[],
) {
	if (pairs.length === 0) return Promise.resolve([])
	return db
		.selectFrom('progress')
		.select(['progress.userId', 'progress.bookId', 'progress.page', 'progress.percent', 'progress.createdAt'])
		.where((eb) =>
			eb.or(
				pairs.map((pair) => eb.and([eb('progress.userId', '=', pair.userId), eb('progress.bookId', '=', pair.bookId)])),
			),
		)
		.where(visibleToViewer('progress', viewerId))
		.orderBy('progress.createdAt', 'desc')
		.orderBy('progress.id', 'desc')
		.execute()
}
