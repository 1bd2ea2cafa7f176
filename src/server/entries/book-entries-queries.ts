import type { Database, ShelfStatus } from '../db/schema.ts'
import type { EntryRow } from './entry-views.ts'
import { ENTRY_VIEW_COLUMNS } from './entry-views.ts'
import { visibleToViewer } from './entry-visibility-sql.ts'

export function bookExists(db: Database, bookId: string) {
	return db.selectFrom('book').select('id').where('id', '=', bookId).executeTakeFirst().then(Boolean)
}

export async function viewerShelfStatus(db: Database, userId: string, bookId: string): Promise<ShelfStatus | null> {
	const row = await db.selectFrom('shelf').select('status').where('userId', '=', userId).where('bookId', '=', bookId).executeTakeFirst()
	return row?.status ?? null
}

/**
 * One page of the book's entries with review text that the viewer may see, newest first (createdAt, then id
 * for entries logged in the same millisecond), starting after `after`. Walks the entry_book index.
 */
export function findBookReviewRows(
	db: Database,
	q: { bookId: string; viewerId: string | null; withSpoilers: boolean; after: readonly [string, string] | null; limit: number },
): Promise<EntryRow[]> {
	let query = db
		.selectFrom('entry')
		.innerJoin('user', 'user.id', 'entry.userId')
		.select(ENTRY_VIEW_COLUMNS)
		.where('entry.bookId', '=', q.bookId)
		.where('entry.review', '<>', '')
		.where(visibleToViewer('entry', q.viewerId))
	if (!q.withSpoilers) query = query.where('entry.spoilers', '=', 0)
	if (q.after) {
		const [createdAt, id] = q.after
		query = query.where((eb) => eb.or([eb('entry.createdAt', '<', createdAt), eb.and([eb('entry.createdAt', '=', createdAt), eb('entry.id', '<', id)])]))
	}
	return query.orderBy('entry.createdAt', 'desc').orderBy('entry.id', 'desc').limit(q.limit).execute()
}

/**
 * What the viewer may see of the book's entries, counted in one pass grouped by rating (never loading the
 * entries): how many carry each rating (null: unrated), and how many of them are spoiler reviews.
 */
export async function tallyBookEntries(db: Database, bookId: string, viewerId: string | null) {
	const rows = await db
		.selectFrom('entry')
		.select((eb) => [
			'entry.rating',
			eb.fn.countAll().as('entries'),
			eb.fn.sum(eb.case().when(eb.and([eb('entry.spoilers', '=', 1), eb('entry.review', '<>', '')])).then(1).else(0).end()).as('spoilerReviews'),
		])
		.where('entry.bookId', '=', bookId)
		.where(visibleToViewer('entry', viewerId))
		.groupBy('entry.rating')
		.execute()
	// PostgreSQL answers count and sum as bigint strings.
	return rows.map((r) => ({ rating: r.rating, entries: Number(r.entries), spoilerReviews: Number(r.spoilerReviews) }))
}
