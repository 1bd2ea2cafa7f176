import type { Database } from '../db/schema.ts'
import { findReadBookIds } from '../shelves/shelf-queries.ts'
import { createVersionedCache } from './versioned-cache.ts'

/** About 16 MB of ids: ~100 bytes an id in a Set. */
const MAX_WEIGHT = 16 * 1024 * 1024

/**
 * The books on viewers' 'read' shelves, kept by this server under their readerVersion.shelves counter (migration
 * 0023). The spoiler rule on a book's reviews asks whether the viewer has read the book: one set per viewer serves
 * every book they look at, where a read of their shelf for each book would be remembered for that book only.
 */
export function createViewerReadBooksCache() {
	const cache = createVersionedCache<ReadonlySet<string>>({
		maxWeight: MAX_WEIGHT,
		weigh: (books) => 100 * (1 + books.size),
	})
	return (db: Database, viewerId: string, version: number) =>
		cache.get(viewerId, version, async () => new Set(await findReadBookIds(db, viewerId)))
}
