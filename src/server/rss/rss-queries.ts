import type { Database } from '../db/schema.ts'
import { visibleToViewer } from '../visibility/visibility-sql.ts'

/** How many items a feed holds: feed readers poll, and what is older they have already seen. */
export const FEED_ITEMS = 50

/**
 * The reader's newest entries as a visitor may see them (public, on an open profile, not hidden), newest
 * logged first; `reviews` keeps those with review text.
 */
export function findRssEntries(db: Database, userId: string, reviews: boolean) {
	return db
		.selectFrom('entry')
		.select([
			'entry.id',
			'entry.bookId',
			'entry.readOn',
			'entry.rating',
			'entry.liked',
			'entry.reread',
			'entry.spoilers',
			'entry.review',
			'entry.createdAt',
			'entry.updatedAt',
		])
		.where('entry.userId', '=', userId)
		.where(visibleToViewer('entry', null))
		.$if(reviews, (q) => q.where('entry.review', '<>', ''))
		.orderBy('entry.createdAt', 'desc')
		.orderBy('entry.id', 'desc')
		.limit(FEED_ITEMS)
		.execute()
}

/** The list's newest additions. */
export function findRssListItems(db: Database, listId: string) {
	return db
		.selectFrom('listItem')
		.select(['bookId', 'position', 'note', 'addedAt'])
		.where('listId', '=', listId)
		.orderBy('addedAt', 'desc')
		.orderBy('position')
		.limit(FEED_ITEMS)
		.execute()
}
