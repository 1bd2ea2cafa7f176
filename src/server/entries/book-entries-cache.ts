import type { Database } from '../db/schema.ts'
import { entryJsonParts } from './entry-json.ts'
import { createVersionedCache, textWeight } from '../page-cache/versioned-cache.ts'
import { findBookEntries, findBookReviewLikes } from './book-entries-queries.ts'
import { fixedEntryFields } from './entry-views.ts'
import type { HeldEntry } from './held-entry.ts'
import { type IndexedBookEntries, indexBookEntries, newestFirst } from './list-book-entries.ts'

/**
 * A book's entries as this server keeps them, indexed (indexBookEntries), and whether any review has spoilers (if
 * none, whether the viewer has read the book changes nothing).
 */
export type HeldBookEntries = IndexedBookEntries & { spoilerReviews: boolean }

async function loadBookEntries(db: Database, bookId: string): Promise<HeldBookEntries> {
	const [rows, likes] = await Promise.all([findBookEntries(db, bookId), findBookReviewLikes(db, bookId)])
	const likers = new Map<string, Set<string>>()
	for (const like of likes) likers.set(like.entryId, (likers.get(like.entryId) ?? new Set()).add(like.userId))
	const entries = rows.map(
		(row): HeldEntry => ({
			id: row.id,
			userId: row.userId,
			ownerPrivate: row.profileVisibility === 'private',
			ownerSuspended: row.suspendedAt !== null,
			visibility: row.visibility,
			rating: row.rating,
			spoilers: Boolean(row.spoilers),
			createdAt: row.createdAt,
			review:
				row.review === ''
					? null
					: {
							json: entryJsonParts(fixedEntryFields(row)),
							hidden: row.hiddenAt !== null,
							likers: likers.get(row.id) ?? new Set(),
						},
		}),
	)
	// Sorted here rather than by the database, so the order and the cursor compare ids the same way on both.
	entries.sort(newestFirst)
	return { ...indexBookEntries(entries), spoilerReviews: entries.some((e) => e.review && e.spoilers) }
}

/** About the bytes an entry takes: its ids and times, its places in the index, and a review's JSON and likers. */
function entryWeight(entry: HeldEntry) {
	const review = entry.review
	return review ? 450 + textWeight(review.json.head) + textWeight(review.json.body) + 100 * review.likers.size : 330
}

/**
 * About 256 MB: some four thousand books of a hundred entries with a fifth of them reviewed (2,000 such books of
 * the generated instance took 111 MB of heap, weighed 121 MB). At 96 MB the 1,649 books of the reading bench no
 * longer fitted, and each request for one loaded it again (docs/performance.md at 7504260, 'Session 12').
 */
const MAX_WEIGHT = 256 * 1024 * 1024

/**
 * Books' entries kept by this server under bookVersion.entries, which every change to an entry, its likes, or its
 * reader's name, picture or profile moves (migration 0022). The same for every viewer, indexed by owner and
 * counted as a visitor sees them (indexBookEntries), so each request decides only the entries of the owners it
 * relates to.
 */
export function createBookEntriesCache() {
	const cache = createVersionedCache<HeldBookEntries>({
		maxWeight: MAX_WEIGHT,
		weigh: ({ byOwner }) => {
			let weight = 100 + 100 * byOwner.size
			for (const owned of byOwner.values()) for (const entry of owned) weight += entryWeight(entry)
			return weight
		},
	})
	return (db: Database, bookId: string, version: number) =>
		cache.get(bookId, version, () => loadBookEntries(db, bookId))
}
export type BookEntriesCache = ReturnType<typeof createBookEntriesCache>
