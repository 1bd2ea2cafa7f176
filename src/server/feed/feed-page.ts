import { fromHalfStars } from '../../shared/ratings.ts'
import { FEED_EXCERPT_LENGTH, FeedItem, type FeedPage } from '../../shared/schemas/feed.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'
import { type FeedRow, feedPlanFor, findFeedRows } from './feed-queries.ts'

const Details = FeedItem.shape.details

/**
 * The viewer's home feed a page at a time: the follows' activity as the viewer may see it, newest first (id
 * breaks ties: one transaction's activities share a time). An entry shows as it is now, with the start of its
 * review; a review marked as having spoilers never leaves the server here, only the mark does.
 */
export async function feedPage(
	db: Database,
	viewerId: string,
	query: { cursor?: string; limit: number },
): Promise<FeedPage> {
	const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string']) : undefined
	const rows = await findFeedRows(db, viewerId, after, query.limit, await feedPlanFor(db, viewerId))
	const { rows: shown, nextCursor } = keysetPage(rows, query.limit, (row) => [row.createdAt, row.id])
	const books = new Map(
		(await bookSummaries(db, [...new Set(shown.flatMap((r) => (r.bookId ? [r.bookId] : [])))])).map((b) => [b.id, b]),
	)
	return { items: shown.map((row) => feedItem(row, (row.bookId && books.get(row.bookId)) || null)), nextCursor }
}

function feedItem(row: FeedRow, book: FeedItem['book']): FeedItem {
	return {
		id: row.id,
		// findFeedRows leaves 'deleted' out.
		kind: row.kind as FeedItem['kind'],
		createdAt: row.createdAt,
		reader: { username: row.username, name: row.name, image: row.image },
		book,
		entry: row.entryId ? entryOf(row, row.entryId) : null,
		list: row.listId && row.listName !== null ? { id: row.listId, name: row.listName } : null,
		other:
			row.otherUsername && row.otherName !== null
				? { username: row.otherUsername, name: row.otherName, image: row.otherImage }
				: null,
		club: row.clubId && row.clubName !== null ? { id: row.clubId, name: row.clubName } : null,
		details: Details.parse(JSON.parse(row.details)),
	}
}

function entryOf(row: FeedRow, id: string): FeedItem['entry'] {
	const spoilers = Boolean(row.spoilers)
	const review = row.review?.trim() ?? ''
	return {
		id,
		rating: fromHalfStars(row.rating),
		liked: Boolean(row.liked),
		reread: Boolean(row.reread),
		spoilers,
		reviewed: review !== '',
		excerpt: spoilers || review === '' ? null : excerptOf(review),
	}
}

/** The review's start, cut at a word and marked with an ellipsis when it goes on. */
export function excerptOf(review: string): string {
	if (review.length <= FEED_EXCERPT_LENGTH) return review
	const cut = review.slice(0, FEED_EXCERPT_LENGTH - 1)
	const space = cut.lastIndexOf(' ')
	return `${(space > FEED_EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
