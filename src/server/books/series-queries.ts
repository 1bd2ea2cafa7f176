import type { Database } from '../db/schema.ts'

/** The books of a series, by the name they share; bounded, and put in order by the caller (series-order.ts). */
export function findSeriesBooks(db: Database, seriesName: string, limit: number) {
	return db
		.selectFrom('book')
		.select(['id', 'title', 'seriesNumber', 'publishedDate'])
		.where('seriesName', '=', seriesName)
		.limit(limit)
		.execute()
}

/** A catalogue's own ratings of a book, one a source. */
export function findSourceRatings(db: Database, bookId: string) {
	return db
		.selectFrom('bookRatingSource')
		.select(['source', 'average', 'count', 'histogram'])
		.where('bookId', '=', bookId)
		.orderBy('source')
		.execute()
}
