import { averageOfHistogram, HALF_STARS_MAX } from '../../shared/ratings.ts'
import type { BookEntriesResponse, RatingSummary } from '../../shared/schemas/entries.ts'
import type { Database } from '../db/schema.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'
import { findBookReviewRows, tallyBookEntries, viewerShelfStatus } from './book-entries-queries.ts'
import type { Viewer } from './entry-policy.ts'
import { entryViews } from './entry-views.ts'

type Tally = Awaited<ReturnType<typeof tallyBookEntries>>[number]

/** The histogram of half-star counts (index 0 = half a star) and its average, from counts per rating. */
export function ratingSummary(tallies: Tally[]): RatingSummary {
	const histogram = Array.from({ length: HALF_STARS_MAX }, () => 0)
	for (const t of tallies) if (t.rating !== null) histogram[t.rating - 1] = t.entries
	return { average: averageOfHistogram(histogram), count: histogram.reduce((a, b) => a + b, 0), histogram }
}

/**
 * A book's reviews as the viewer may see them, one page at a time, with the rating summary over every rated
 * entry they may see. Spoiler reviews stay out of the list (and are counted) unless the viewer has read the
 * book or asks to see them: a reader midway through should not stumble on the ending.
 */
export async function listBookEntries(
	db: Database,
	{ bookId, viewer, cursor, limit, spoilers }: { bookId: string; viewer: Viewer; cursor?: string; limit: number; spoilers: 'hide' | 'show' },
): Promise<BookEntriesResponse> {
	const after = cursor ? decodeCursor(cursor, ['string', 'string'] as const) : null
	const viewerId = viewer?.id ?? null
	const withSpoilers = spoilers === 'show' || (viewer !== null && (await viewerShelfStatus(db, viewer.id, bookId)) === 'read')
	const [rows, tallies] = await Promise.all([
		findBookReviewRows(db, { bookId, viewerId, withSpoilers, after, limit: limit + 1 }),
		tallyBookEntries(db, bookId, viewerId),
	])
	const page = keysetPage(rows, limit, (row) => [row.createdAt, row.id])
	return {
		entries: await entryViews(db, page.rows, viewer),
		nextCursor: page.nextCursor,
		ratings: ratingSummary(tallies),
		hiddenSpoilers: withSpoilers ? 0 : tallies.reduce((n, t) => n + t.spoilerReviews, 0),
	}
}
