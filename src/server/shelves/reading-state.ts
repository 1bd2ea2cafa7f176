import type { ReadingStateResponse } from '../../shared/schemas/shelves.ts'
import type { Database } from '../db/schema.ts'
import { ENTRY_VIEW_COLUMNS, entryViews } from '../entries/entry-views.ts'
import { latestProgress } from './progress-queries.ts'
import { findShelf } from './shelf-queries.ts'

/** The reader's own relation to one book: status, every entry (newest read first) and latest progress. */
export async function readingState(db: Database, userId: string, bookId: string): Promise<ReadingStateResponse> {
	const rows = await db
		.selectFrom('entry')
		.innerJoin('user', 'user.id', 'entry.userId')
		.select(ENTRY_VIEW_COLUMNS)
		.where('entry.userId', '=', userId)
		.where('entry.bookId', '=', bookId)
		.orderBy('entry.readOn', 'desc')
		.orderBy('entry.createdAt', 'desc')
		.orderBy('entry.id', 'desc')
		.execute()
	return {
		shelf: (await findShelf(db, userId, bookId)) ?? null,
		entries: await entryViews(db, rows, { id: userId }),
		progress: await latestProgress(db, userId, bookId),
	}
}
