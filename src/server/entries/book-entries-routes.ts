import { Hono } from 'hono'
import { BookEntriesQuery } from '../../shared/schemas/entries.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import type { AppEnv } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { jsonText } from '../page-cache/entry-json.ts'
import { allMaybe } from '../page-cache/maybe-promise.ts'
import { readerVersions } from '../page-cache/reader-versions.ts'
import { createViewerReadBooksCache } from '../page-cache/viewer-read-books.ts'
import { createViewerRelationsCache, NO_RELATIONS } from '../visibility/viewer-relations-cache.ts'
import { createBookEntriesCache } from './book-entries-cache.ts'
import { bookPageState } from './book-entries-queries.ts'
import { bookEntriesJson, viewBookEntries } from './list-book-entries.ts'
import { createSharedBookPages } from './shared-book-pages.ts'

/**
 * A book's entries and ratings as the viewer may see them; visitors too. Mounted at /api. The book's entries,
 * the viewer's relations and the pages every visitor-like viewer gets come from this server's caches while the
 * counters read first say they are current (docs/decisions/0012-page-versions.md).
 */
export const bookEntriesRoutes = ({ db }: { db: Database }) => {
	const bookEntries = createBookEntriesCache()
	const viewerRelations = createViewerRelationsCache()
	const viewerReadBooks = createViewerReadBooksCache()
	const sharedPages = createSharedBookPages()
	return new Hono<AppEnv>().get('/books/:id/entries', async (c) => {
		const { spoilers, ...query } = readQuery(c, BookEntriesQuery)
		const bookId = c.req.param('id')
		const viewer = c.var.user
		// A step's parts are awaited together (allMaybe), those held at hand: one promise a step instead of one a part.
		const [state, versions] = await allMaybe([bookPageState(db, bookId), viewer ? readerVersions(db, viewer.id) : null])
		if (!state.bookExists) throw notFound('Book')
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
		if (view && !view.sameAsVisitor) return jsonText(c, bookEntriesJson(view, book, viewer))
		// The builder is passed inline: a function kept in a named variable is named on every request by tsx's
		// __name, 1.5% of the server's time under load in a profile.
		return jsonText(
			c,
			await sharedPages({ bookId, book, withSpoilers, ...query }, state.entriesVersion, () =>
				bookEntriesJson(
					viewBookEntries({ held, relations: NO_RELATIONS, withSpoilers }, { viewer: null, ...query }),
					book,
					null,
				),
			),
		)
	})
}
