import { SERIES_BOOKS_MAX, type SeriesResponse, type SourceRating } from '../../shared/schemas/series.ts'
import type { Database } from '../db/schema.ts'
import { findBook } from './book-queries.ts'
import { bookSummaries } from './book-views.ts'
import { compareInSeries } from './series-order.ts'
import { findSeriesBooks, findSourceRatings } from './series-queries.ts'

/** The series a book is in, with its books in order; undefined when there is no such book or it is in none. */
export async function seriesOfBook(db: Database, bookId: string): Promise<SeriesResponse | undefined> {
	const book = await findBook(db, bookId)
	if (!book?.seriesName) return undefined
	const books = (await findSeriesBooks(db, book.seriesName, SERIES_BOOKS_MAX)).sort(compareInSeries)
	return {
		series: { id: books[0]?.id ?? book.id, name: book.seriesName },
		books: await bookSummaries(
			db,
			books.map((b) => b.id),
		),
	}
}

// Who the figures are from, as the book page names them.
const SOURCE_LABELS: Record<string, string> = { goodbooks: 'Goodreads readers (goodbooks-10k)' }

/** A catalogue's own ratings of a book, each labelled by its source. */
export async function sourceRatings(db: Database, bookId: string): Promise<SourceRating[]> {
	return (await findSourceRatings(db, bookId)).map((row) => ({
		source: row.source,
		label: SOURCE_LABELS[row.source] ?? row.source,
		average: Number(row.average),
		count: Number(row.count),
		histogram: row.histogram ? (JSON.parse(row.histogram) as number[]) : null,
	}))
}
