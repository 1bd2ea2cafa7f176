import { randomUUID } from 'node:crypto'
import type { ProgressView } from '../../shared/schemas/shelves.ts'
import type { Database, Visibility } from '../db/schema.ts'

/** How many progress updates a reader's state for a book shows. */
export const LATEST_PROGRESS = 5

export async function insertProgress(
	db: Database,
	progress: {
		userId: string
		bookId: string
		page: number | null
		percent: number | null
		note: string
		visibility: Visibility
		at: string
	},
) {
	await db
		.insertInto('progress')
		.values({
			id: randomUUID(),
			userId: progress.userId,
			bookId: progress.bookId,
			page: progress.page,
			percent: progress.percent,
			note: progress.note,
			visibility: progress.visibility,
			createdAt: progress.at,
		})
		.execute()
}

/** The reader's latest progress updates on one book, newest first. */
export function latestProgress(db: Database, userId: string, bookId: string): Promise<ProgressView[]> {
	return db
		.selectFrom('progress')
		.select(['id', 'page', 'percent', 'note', 'visibility', 'createdAt'])
		.where('userId', '=', userId)
		.where('bookId', '=', bookId)
		.orderBy('createdAt', 'desc')
		.orderBy('id', 'desc')
		.limit(LATEST_PROGRESS)
		.execute()
}
