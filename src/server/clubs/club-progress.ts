import type { Database } from '../db/schema.ts'

// Where a member is in the club's book. Shared by the schedule (where members are) and the discussion (which
// section threads a member sees unhidden: hasReadThrough in shared/club-sections.ts).

/** How far a reader is in a book: the page of their latest progress update, and whether they have read it all. */
export type ReadingPosition = { page: number | null; finished: boolean }

/**
 * The reader's position in the book: finished when it is on their 'read' shelf; otherwise the page of their
 * newest progress update, a percentage read as that share of the book's pages (or, for a book without a page
 * count, of the schedule's last page).
 */
export async function readingPosition(
	db: Database,
	userId: string,
	bookId: string,
	lastScheduledPage: number | null,
): Promise<ReadingPosition> {
	const [shelf, progress, book] = await Promise.all([
		db
			.selectFrom('shelf')
			.select('status')
			.where('userId', '=', userId)
			.where('bookId', '=', bookId)
			.executeTakeFirst(),
		db
			.selectFrom('progress')
			.select(['page', 'percent'])
			.where('userId', '=', userId)
			.where('bookId', '=', bookId)
			.orderBy('createdAt', 'desc')
			.orderBy('id', 'desc')
			.limit(1)
			.executeTakeFirst(),
		db.selectFrom('book').select('pageCount').where('id', '=', bookId).executeTakeFirst(),
	])
	if (shelf?.status === 'read') return { page: null, finished: true }
	return { page: progressPage(progress ?? null, book?.pageCount ?? lastScheduledPage), finished: false }
}

/** A progress update as a page: its page, or its percentage of `pages` (rounded down); null when it cannot be told. */
export function progressPage(
	progress: { page: number | null; percent: number | null } | null,
	pages: number | null,
): number | null {
	if (!progress) return null
	if (progress.page !== null) return progress.page
	if (progress.percent === null || !pages) return null
	return Math.floor((progress.percent / 100) * pages)
}
