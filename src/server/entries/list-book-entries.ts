import { averageOfHistogram, HALF_STARS_MAX } from '../../shared/ratings.ts'
import type { BookSummary } from '../../shared/schemas/books.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'
import { NO_RELATIONS, ownerRelation, type ViewerRelations } from '../visibility/viewer-relations-cache.ts'
import { canEdit, canView, type Viewer } from '../visibility/visibility-policy.ts'
import { bookEntriesPageJson, entryJson } from './entry-json.ts'
import type { HeldEntry } from './held-entry.ts'

export type BookEntriesQuery = { viewer: Viewer; cursor?: string; limit: number }

/**
 * A book's entries arranged for viewBookEntries: by owner, and as a visitor sees them (the rated and the
 * spoiler reviews counted, the reviews in page order). Built once per version of the book's entries.
 */
export type IndexedBookEntries = {
	byOwner: ReadonlyMap<string, readonly HeldEntry[]>
	visitor: { histogram: readonly number[]; spoilerReviews: number; reviews: readonly HeldEntry[] }
}

const visibleToVisitor = (entry: HeldEntry) => canView(null, entry, ownerRelation(NO_RELATIONS, entry))

/** Entries newest first (the page order) arranged for viewBookEntries. */
export function indexBookEntries(entries: readonly HeldEntry[]): IndexedBookEntries {
	const byOwner = new Map<string, HeldEntry[]>()
	const histogram = Array.from({ length: HALF_STARS_MAX }, () => 0)
	let spoilerReviews = 0
	const reviews: HeldEntry[] = []
	for (const entry of entries) {
		const owned = byOwner.get(entry.userId)
		if (owned) owned.push(entry)
		else byOwner.set(entry.userId, [entry])
		if (!visibleToVisitor(entry)) continue
		if (entry.rating !== null) histogram[entry.rating - 1]! += 1
		if (!entry.review) continue
		if (entry.spoilers) spoilerReviews += 1
		reviews.push(entry)
	}
	return { byOwner, visitor: { histogram, spoilerReviews, reviews } }
}

/**
 * One page of a book's reviews as a viewer sees them, before it is written as JSON (bookEntriesJson): the
 * page's entries and the one after them if any (`rows`, up to limit + 1). `sameAsVisitor` when its JSON is
 * exactly a visitor's, which the server then keeps once for everyone.
 */
export type BookEntriesView = {
	rows: HeldEntry[]
	limit: number
	histogram: number[]
	hiddenSpoilers: number
	sameAsVisitor: boolean
}

/**
 * A book's reviews as the viewer may see them, one page at a time, with the rating summary over every rated
 * entry they may see. Spoiler reviews stay out of the list (and are counted) unless the viewer has read the
 * book or asks to see them: a reader midway through should not stumble on the ending.
 *
 * canView, the product's rule itself, decides each entry against the viewer's relations. It answers for an
 * owner who is not the viewer and whom the viewer neither follows, is followed by nor blocks as it does for a
 * visitor (list-book-entries.test.ts holds the result to canView over every entry), so only those related
 * owners' entries are decided here and the rest come from the visitor's view, counted once per version of the
 * book's entries: a reader's request for a book with thousands of entries costs what their own and their
 * friends' entries cost. Where the viewer sees every related entry as a visitor would, and the page shows none
 * of their own reviews nor one they liked, the page is the visitor's.
 */
export function viewBookEntries(
	{ held, relations, withSpoilers }: { held: IndexedBookEntries; relations: ViewerRelations; withSpoilers: boolean },
	{ viewer, cursor, limit }: BookEntriesQuery,
): BookEntriesView {
	const after = cursor ? decodeCursor(cursor, ['string', 'string'] as const) : null
	const view: BookEntriesView = {
		rows: [],
		limit,
		histogram: [...held.visitor.histogram],
		hiddenSpoilers: withSpoilers ? 0 : held.visitor.spoilerReviews,
		sameAsVisitor: true,
	}
	const related = relatedOwners(viewer, relations, held.byOwner)
	const relatedReviews: HeldEntry[] = []
	// Each related owner's entries taken out of the visitor's counts and put back as this viewer sees them.
	for (const owner of related) {
		for (const entry of held.byOwner.get(owner)!) {
			const asVisitor = visibleToVisitor(entry)
			const seen = canView(viewer, entry, ownerRelation(relations, entry))
			if (asVisitor) count(view, entry, -1, withSpoilers)
			if (seen !== asVisitor) view.sameAsVisitor = false
			if (!seen) continue
			count(view, entry, 1, withSpoilers)
			if (listed(entry, withSpoilers)) relatedReviews.push(entry)
		}
	}
	view.rows = firstAfter(
		held.visitor.reviews,
		related,
		withSpoilers,
		relatedReviews.sort(newestFirst),
		after,
		limit + 1,
	)
	if (viewer !== null) {
		for (let i = 0; i < view.rows.length && i < limit; i++) {
			const entry = view.rows[i]!
			if (canEdit(viewer, entry) || entry.review?.likers.has(viewer.id)) view.sameAsVisitor = false
		}
	}
	return view
}

/** The entry's rating and held-back spoiler review taken out of the page's summary (-1) or put in (1). */
function count(view: BookEntriesView, entry: HeldEntry, step: 1 | -1, withSpoilers: boolean) {
	if (entry.rating !== null) view.histogram[entry.rating - 1]! += step
	if (entry.review && entry.spoilers && !withSpoilers) view.hiddenSpoilers += step
}

/** Whether the entry is on the list of reviews: it has one, without spoilers unless they are shown. */
const listed = (entry: HeldEntry, withSpoilers: boolean) => entry.review !== null && (!entry.spoilers || withSpoilers)

/** The page as BookEntriesResponse JSON text (entry-json.ts), with the viewer's likes and edit rights. */
export function bookEntriesJson(
	{ rows, limit, histogram, hiddenSpoilers }: BookEntriesView,
	book: BookSummary | undefined,
	viewer: Viewer,
): string {
	const page = keysetPage(rows, limit, (entry) => [entry.createdAt, entry.id])
	const views = page.rows.flatMap(({ review, userId }) => {
		if (!review || !book) return []
		return [
			entryJson(review.json, book, {
				likeCount: review.likers.size,
				likedByViewer: viewer !== null && review.likers.has(viewer.id),
				hidden: review.hidden,
				edit: canEdit(viewer, { userId }),
			}),
		]
	})
	const ratings = { average: averageOfHistogram(histogram), count: histogram.reduce((a, b) => a + b, 0), histogram }
	return bookEntriesPageJson(views, { nextCursor: page.nextCursor, ratings, hiddenSpoilers })
}

/** The owners of the book's entries whom canView may answer for differently than for a visitor: the viewer and those they relate to. */
function relatedOwners(viewer: Viewer, relations: ViewerRelations, byOwner: ReadonlyMap<string, unknown>): Set<string> {
	const related = new Set<string>()
	if (viewer === null) return related
	if (byOwner.has(viewer.id)) related.add(viewer.id)
	for (const ids of [relations.following, relations.followers, relations.blocked]) {
		// A reader with thousands of follows looks through the book's owners instead.
		if (ids.size <= byOwner.size) {
			for (const id of ids) if (byOwner.has(id)) related.add(id)
		} else {
			for (const id of byOwner.keys()) if (ids.has(id)) related.add(id)
		}
	}
	return related
}

/**
 * Up to `count` entries after the cursor, newest first: the visitor's reviews of owners not related to the
 * viewer and listed (as `withSpoilers` says), merged with the related owners' reviews (both newest first).
 */
function firstAfter(
	visitors: readonly HeldEntry[],
	related: ReadonlySet<string>,
	withSpoilers: boolean,
	relatedReviews: readonly HeldEntry[],
	after: readonly [string, string] | null,
	count: number,
): HeldEntry[] {
	const taken: HeldEntry[] = []
	let i = 0
	let j = 0
	while (taken.length < count && (i < visitors.length || j < relatedReviews.length)) {
		if (i < visitors.length && (related.has(visitors[i]!.userId) || !listed(visitors[i]!, withSpoilers))) {
			i += 1
			continue
		}
		const next =
			j >= relatedReviews.length || (i < visitors.length && newestFirst(visitors[i]!, relatedReviews[j]!) <= 0)
				? visitors[i++]!
				: relatedReviews[j++]!
		if (!after || isAfter(next, after)) taken.push(next)
	}
	return taken
}

/** Newest first, then by id for entries logged in the same millisecond: the page order and the cursor's. */
export const newestFirst = (a: HeldEntry, b: HeldEntry) =>
	a.createdAt === b.createdAt ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.createdAt < b.createdAt ? 1 : -1

/** Whether the entry comes after the cursor's (createdAt, id) in the newest-first order. */
const isAfter = (entry: HeldEntry, [createdAt, id]: readonly [string, string]) =>
	entry.createdAt < createdAt || (entry.createdAt === createdAt && entry.id < id)
