import { POPULAR_FRIENDS_SIZE, type PopularFriendsResponse } from '../../shared/schemas/feed.ts'
import type { ReaderRef } from '../../shared/schemas/visibility.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { POPULAR_WINDOW_MS } from '../popular/popular-week.ts'
import { findFriendReaders, findFriendsPopular } from './popular-friends-queries.ts'

/** How many of a book's readers the home names; the count says how many there are. */
const READERS_SHOWN = 3

/**
 * Popular with friends as of `now`: the books the viewer's follows logged most over the last 7 × 24 hours,
 * counting each reader once and only entries the viewer may see, with the most recent few of those readers.
 */
export async function popularWithFriends(
	db: Database,
	viewerId: string,
	now = new Date(),
): Promise<PopularFriendsResponse> {
	const since = new Date(now.getTime() - POPULAR_WINDOW_MS).toISOString()
	const counts = await findFriendsPopular(db, viewerId, since, POPULAR_FRIENDS_SIZE)
	const ids = counts.map((c) => c.bookId)
	const [summaries, readerRows] = await Promise.all([
		bookSummaries(db, ids),
		findFriendReaders(db, viewerId, since, ids),
	])
	const books = new Map(summaries.map((b) => [b.id, b]))
	const readers = new Map<string, ReaderRef[]>()
	for (const row of readerRows) {
		const shown = readers.get(row.bookId) ?? []
		if (shown.length < READERS_SHOWN) shown.push({ username: row.username, name: row.name, image: row.image })
		readers.set(row.bookId, shown)
	}
	return {
		books: counts.flatMap(({ bookId, count }) => {
			const book = books.get(bookId)
			return book ? [{ book, count, readers: readers.get(bookId) ?? [] }] : []
		}),
		since,
	}
}
