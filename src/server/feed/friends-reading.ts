import { FRIENDS_READING_SIZE, type FriendsReadingResponse } from '../../shared/schemas/feed.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { findFriendsReading, findVisibleProgress } from './friends-reading-queries.ts'

/**
 * The home's row of what the readers the viewer follows are reading now, as the viewer may see it: a reading
 * shelving only when the viewer may see it, and with it the newest progress update the viewer may see (an
 * update more private than its shelving is skipped for an older one, or none).
 */
export async function friendsReading(db: Database, viewerId: string): Promise<FriendsReadingResponse> {
	const shelved = await findFriendsReading(db, viewerId, FRIENDS_READING_SIZE)
	const [summaries, updates] = await Promise.all([
		bookSummaries(db, [...new Set(shelved.map((row) => row.bookId))]),
		findVisibleProgress(db, viewerId, shelved),
	])
	const books = new Map(summaries.map((book) => [book.id, book]))
	const newest = new Map<string, (typeof updates)[number]>()
	for (const update of updates) {
		const key = `${update.userId} ${update.bookId}`
		if (!newest.has(key)) newest.set(key, update)
	}
	return {
		reading: shelved.flatMap((row) => {
			const book = books.get(row.bookId)
			if (!book) return []
			const progress = newest.get(`${row.userId} ${row.bookId}`)
			return [
				{
					reader: { username: row.username, name: row.name, image: row.image },
					book,
					pageCount: row.pageCount,
					progress: progress ? { page: progress.page, percent: progress.percent, at: progress.createdAt } : null,
					since: row.updatedAt,
				},
			]
		}),
	}
}
