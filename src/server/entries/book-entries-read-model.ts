import type { BookSummary } from '../../shared/schemas/books.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { allMaybe } from '../page-cache/maybe-promise.ts'
import { readerVersions } from '../page-cache/reader-versions.ts'
import { createVersionedCache } from '../page-cache/versioned-cache.ts'
import { findReadBookIds } from '../shelves/shelf-queries.ts'
import { createViewerRelationsCache, NO_RELATIONS } from '../visibility/viewer-relations-cache.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'
import { createBookEntriesCache } from './book-entries-cache.ts'
import { bookPageState } from './book-entries-queries.ts'
import { bookEntriesJson, viewBookEntries } from './list-book-entries.ts'

type Query = { spoilers: 'hide' | 'show'; cursor?: string; limit: number }

/**
 * A book's reviews as the viewer may see them (BookEntriesResponse as JSON), or null when there is no such book;
 * visitors too. Every part comes from this server's caches while the counters read first say it is current
 * (docs/decisions/0012-page-versions.md): the book's entries, the viewer's relations and 'read' books, and the
 * pages every viewer who sees the book as a visitor does is given.
 */
export function createBookEntriesReadModel(db: Database) {
	const bookEntries = createBookEntriesCache()
	const viewerRelations = createViewerRelationsCache()
	const viewerReadBooks = createViewerReadBooksCache()
	const sharedPages = createSharedBookPages()
	return async (bookId: string, viewer: Viewer, { spoilers, ...query }: Query) => {
		// Each step's parts are awaited together (allMaybe), and not at all when every one is held.
		const [state, versions] = await allMaybe([bookPageState(db, bookId), viewer ? readerVersions(db, viewer.id) : null])
		if (!state.bookExists) return null
		const [held, relations, [book]] = await allMaybe([
			bookEntries(db, bookId, state.entriesVersion),
			viewer && versions ? viewerRelations(db, viewer.id, versions.relations) : NO_RELATIONS,
			bookSummaries(db, [bookId]),
		])
		// Spoiler reviews are shown to a reader who has read the book. A book with none has one page for visitor-like
		// viewers whatever their shelves.
		const withSpoilers =
			spoilers === 'show' ||
			(held.spoilerReviews &&
				viewer !== null &&
				versions !== null &&
				(await viewerReadBooks(db, viewer.id, versions.shelves)).has(bookId))
		const view = viewer ? viewBookEntries({ held, relations, withSpoilers }, { viewer, ...query }) : null
		if (view && !view.sameAsVisitor) return bookEntriesJson(view, book, viewer)
		return sharedPages({ bookId, book, withSpoilers, ...query }, state.entriesVersion, () =>
			bookEntriesJson(
				viewBookEntries({ held, relations: NO_RELATIONS, withSpoilers }, { viewer: null, ...query }),
				book,
				null,
			),
		)
	}
}

/**
 * The books on viewers' 'read' shelves, kept by this server under their readerVersion.shelves counter (migration
 * 0023). The spoiler rule asks whether the viewer has read the book: one set per viewer serves every book they
 * look at, where a read of their shelf for each book would be remembered for that book only.
 */
function createViewerReadBooksCache() {
	// About 16 MB of ids: ~100 bytes an id in a Set.
	const cache = createVersionedCache<ReadonlySet<string>>({
		maxWeight: 16 * 1024 * 1024,
		weigh: (books) => 100 * (1 + books.size),
	})
	return (db: Database, viewerId: string, version: number) =>
		cache.get(viewerId, version, async () => new Set(await findReadBookIds(db, viewerId)))
}

/** What picks one of a book's pages for every viewer who sees it as a visitor does. */
type SharedPageKey = {
	bookId: string
	book: BookSummary | undefined
	withSpoilers: boolean
	limit: number
	cursor?: string
}

/**
 * Pages of a book's reviews as a visitor sees them, kept by this server as the bytes it sends, under the book's
 * entries counter (and its summary's serial, since each entry carries the book). Every viewer whose page is a
 * visitor's (`sameAsVisitor`, list-book-entries.ts) is given them: most viewers of most books are neither its
 * readers nor in a follow or block with them, and most of its readers' own reviews are not on the page they ask
 * for. Building a page (canView over each of the book's entries, the page's JSON text, its UTF-8 bytes) was most
 * of the cost of a book's reviews once the entries were held (docs/performance.md).
 */
function createSharedBookPages() {
	// About 32 MB: the first pages of some three thousand books.
	const cache = createVersionedCache<Uint8Array<ArrayBuffer>>({
		maxWeight: 32 * 1024 * 1024,
		weigh: (bytes) => 200 + bytes.byteLength,
	})
	return ({ bookId, book, withSpoilers, limit, cursor }: SharedPageKey, entriesVersion: number, build: () => string) =>
		cache.get(
			`${bookId} ${book ? bookSerial(book) : 0} ${withSpoilers} ${limit} ${cursor ?? ''}`,
			entriesVersion,
			async () => Buffer.from(build()),
		)
}

const bookSerials = new WeakMap<BookSummary, number>()
let lastSerial = 0

/**
 * A number for this summary object, new for each one the catalogue cache hands out: a page kept with a book's
 * JSON in it is kept under it, so a catalogue change (or the cache's minute passing) builds the page again.
 */
function bookSerial(book: BookSummary): number {
	let serial = bookSerials.get(book)
	if (serial === undefined) {
		serial = ++lastSerial
		bookSerials.set(book, serial)
	}
	return serial
}
