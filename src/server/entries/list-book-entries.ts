import { averageOfHistogram, HALF_STARS_MAX } from '../../shared/ratings.ts'
import type { BookSummary } from '../../shared/schemas/books.ts'
import type { BookEntriesResponse } from '../../shared/schemas/entries.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'
import { bookJson, entryJson, pageJson } from '../page-cache/entry-json.ts'
import { ownerRelation, type ViewerRelations } from '../page-cache/viewer-relations.ts'
import type { HeldEntry } from './book-entries-cache.ts'
import { canEdit, canView, type Viewer } from './entry-policy.ts'

export type BookEntriesQuery = { viewer: Viewer; cursor?: string; limit: number }

/**
 * A book's reviews as the viewer may see them, one page at a time, with the rating summary over every rated
 * entry they may see. Spoiler reviews stay out of the list (and are counted) unless the viewer has read the
 * book or asks to see them: a reader midway through should not stumble on the ending.
 *
 * Works on the book's entries as this server keeps them (book-entries-cache.ts), newest first, and decides each
 * with canView, the product's rule itself, against the viewer's relations. Answers BookEntriesResponse as JSON
 * text (page-cache/entry-json.ts).
 */
export function listBookEntries(
	{ book, entries, relations, withSpoilers }: { book: BookSummary | undefined; entries: HeldEntry[]; relations: ViewerRelations; withSpoilers: boolean },
	{ viewer, cursor, limit }: BookEntriesQuery,
): string {
	const after = cursor ? decodeCursor(cursor, ['string', 'string'] as const) : null
	const histogram = Array.from({ length: HALF_STARS_MAX }, () => 0)
	let hiddenSpoilers = 0
	const shown: HeldEntry[] = []
	for (const entry of entries) {
		if (!canView(viewer, entry, ownerRelation(relations, entry))) continue
		if (entry.rating !== null) histogram[entry.rating - 1]! += 1
		if (!entry.review) continue
		if (entry.spoilers && !withSpoilers) hiddenSpoilers += 1
		else if (shown.length <= limit && (!after || isAfter(entry, after))) shown.push(entry)
	}
	const page = keysetPage(shown, limit, (entry) => [entry.createdAt, entry.id])
	const bookText = book ? bookJson(book) : null
	const views = page.rows.flatMap(({ review, userId }) => {
		if (!review || bookText === null) return []
		const likedByViewer = viewer !== null && review.likers.has(viewer.id)
		return [entryJson(review.json, bookText, { likeCount: review.likers.size, likedByViewer, hidden: review.hidden, edit: canEdit(viewer, { userId }) })]
	})
	const ratings = { average: averageOfHistogram(histogram), count: histogram.reduce((a, b) => a + b, 0), histogram }
	return pageJson(views, { nextCursor: page.nextCursor, ratings, hiddenSpoilers } satisfies Omit<BookEntriesResponse, 'entries'>)
}

/**
 * Whether the viewer sees the book's reviews exactly as a visitor does: they are none of its readers or likers
 * (`readers`, book-entries-cache.ts), and follow, are followed by or block none of them. canView then answers
 * for them as for a visitor, and their likes and edit rights on the page are all false.
 */
export function seesAsVisitor(viewer: Viewer, relations: ViewerRelations, readers: ReadonlySet<string>): boolean {
	if (viewer === null) return true
	if (readers.has(viewer.id)) return false
	for (const related of [relations.following, relations.followers, relations.blocked]) for (const id of related) if (readers.has(id)) return false
	return true
}

/** Whether the entry comes after the cursor's (createdAt, id) in the newest-first order. */
const isAfter = (entry: HeldEntry, [createdAt, id]: readonly [string, string]) => entry.createdAt < createdAt || (entry.createdAt === createdAt && entry.id < id)
