import { fromHalfStars } from '../../shared/ratings.ts'
import { ActivityItem, type ActivityPage } from '../../shared/schemas/activity.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'

const Details = ActivityItem.shape.details

/**
 * A page of what the reader did, newest first (id breaks ties: one transaction's activities share a time).
 * A 'logged' or 'updated' activity shows its entry as it is now; a 'deleted' one only ever had the book.
 */
export async function activityPage(
	db: Database,
	userId: string,
	query: { cursor?: string; limit: number },
): Promise<ActivityPage> {
	const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string']) : undefined
	const rows = await db
		.selectFrom('activity')
		.leftJoin('entry', 'entry.id', 'activity.entryId')
		.leftJoin('list', 'list.id', 'activity.listId')
		.leftJoin('user as other', 'other.id', 'activity.otherUserId')
		.leftJoin('club', 'club.id', 'activity.clubId')
		.select([
			'activity.id',
			'activity.kind',
			'activity.bookId',
			'activity.details',
			'activity.createdAt',
			'entry.id as entryId',
			'entry.rating',
			'entry.liked',
			'entry.reread',
			'list.id as listId',
			'list.name as listName',
			'other.username as otherUsername',
			'other.name as otherName',
			'other.image as otherImage',
			'club.id as clubId',
			'club.name as clubName',
		])
		.where('activity.userId', '=', userId)
		.$if(after !== undefined, (q) =>
			q.where((eb) => eb(eb.refTuple('activity.createdAt', 'activity.id'), '<', eb.tuple(after![0], after![1]))),
		)
		.orderBy('activity.createdAt', 'desc')
		.orderBy('activity.id', 'desc')
		.limit(query.limit + 1)
		.execute()
	const { rows: shown, nextCursor } = keysetPage(rows, query.limit, (row) => [row.createdAt, row.id])
	const books = new Map(
		(await bookSummaries(db, [...new Set(shown.flatMap((r) => (r.bookId ? [r.bookId] : [])))])).map((b) => [b.id, b]),
	)
	return {
		items: shown.map(
			(row): ActivityItem => ({
				id: row.id,
				kind: row.kind,
				createdAt: row.createdAt,
				book: (row.bookId && books.get(row.bookId)) || null,
				entry: row.entryId
					? {
							id: row.entryId,
							rating: fromHalfStars(row.rating),
							liked: Boolean(row.liked),
							reread: Boolean(row.reread),
						}
					: null,
				list: row.listId && row.listName !== null ? { id: row.listId, name: row.listName } : null,
				reader:
					row.otherUsername && row.otherName !== null
						? { username: row.otherUsername, name: row.otherName, image: row.otherImage }
						: null,
				club: row.clubId && row.clubName !== null ? { id: row.clubId, name: row.clubName } : null,
				details: Details.parse(JSON.parse(row.details)),
			}),
		),
		nextCursor,
	}
}
