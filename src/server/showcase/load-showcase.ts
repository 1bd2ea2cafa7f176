import type { BookSummary } from '../../shared/schemas/books.ts'
import type { FavouritesResponse, Showcase } from '../../shared/schemas/showcase.ts'
import { fromHalfStars } from '../../shared/ratings.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { findFavouriteIds } from './favourite-queries.ts'
import { latestReads, readingShelf } from './showcase-queries.ts'

/** The books by id, in the order of the ids (a book no longer in the catalogue is left out). */
async function booksInOrder(db: Database, ids: readonly string[]): Promise<Map<string, BookSummary>> {
	const books = await bookSummaries(db, [...new Set(ids)])
	return new Map(books.map((book) => [book.id, book]))
}

/** The reader's favourites, in their order. */
export async function loadFavourites(db: Database, userId: string): Promise<FavouritesResponse> {
	const ids = await findFavouriteIds(db, userId)
	const books = await booksInOrder(db, ids)
	return { favourites: ids.flatMap((id) => books.get(id) ?? []) }
}

/** What the profile shows of the owner's books to a viewer who may see the profile's details. */
export async function loadShowcase(db: Database, ownerId: string, viewerId: string | null): Promise<Showcase> {
	const [favouriteIds, reading, reads] = await Promise.all([
		findFavouriteIds(db, ownerId),
		readingShelf(db, ownerId, viewerId),
		latestReads(db, ownerId, viewerId),
	])
	const books = await booksInOrder(db, [
		...favouriteIds,
		...reading.map((row) => row.bookId),
		...reads.map((row) => row.bookId),
	])
	return {
		favourites: favouriteIds.flatMap((id) => books.get(id) ?? []),
		reading: reading.flatMap((row) => {
			const book = books.get(row.bookId)
			if (!book) return []
			const progress =
				row.page === null && row.percent === null
					? null
					: { page: row.page, percent: row.percent, pageCount: row.pageCount }
			return [{ book, progress }]
		}),
		recent: reads.flatMap((row) => {
			const book = books.get(row.bookId)
			return book ? [{ entryId: row.id, book, readOn: row.readOn, rating: fromHalfStars(row.rating) }] : []
		}),
	}
}
