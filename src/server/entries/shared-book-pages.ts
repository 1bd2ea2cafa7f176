import type { BookSummary } from '../../shared/schemas/books.ts'
import { bookSerial } from '../page-cache/entry-json.ts'
import { createVersionedCache } from '../page-cache/versioned-cache.ts'

/** What picks one of a book's pages for every viewer who sees it as a visitor does. */
export type SharedPageKey = {
	bookId: string
	book: BookSummary | undefined
	withSpoilers: boolean
	limit: number
	cursor?: string
}

/** About 32 MB: the first pages of some three thousand books. */
const MAX_WEIGHT = 32 * 1024 * 1024

/**
 * Pages of a book's reviews as a visitor sees them, kept by this server as the bytes it sends, under the book's
 * entries counter (and its summary's serial, since each entry carries the book). Every viewer whose page is a
 * visitor's (`sameAsVisitor`, list-book-entries.ts) is given them: most viewers of most books are neither its
 * readers nor in a follow or block with them, and most of its readers' own reviews are not on the page they ask
 * for. Building a page (canView over each of the book's
 * entries, the page's JSON text, its UTF-8 bytes) was most of the cost of a book's reviews once the entries were
 * held (docs/performance.md).
 */
export function createSharedBookPages() {
	const cache = createVersionedCache<Uint8Array<ArrayBuffer>>({
		maxWeight: MAX_WEIGHT,
		weigh: (bytes) => 200 + bytes.byteLength,
	})
	return ({ bookId, book, withSpoilers, limit, cursor }: SharedPageKey, entriesVersion: number, build: () => string) =>
		cache.get(
			`${bookId} ${book ? bookSerial(book) : 0} ${withSpoilers} ${limit} ${cursor ?? ''}`,
			entriesVersion,
			async () => Buffer.from(build()),
		)
}
export type SharedBookPages = ReturnType<typeof createSharedBookPages>
