import { createReadStream } from 'node:fs'
import { csvRecords } from '../src/server/books/csv-rows.ts'
import type { Database } from '../src/server/db/schema.ts'

/**
 * Our book id for each goodbooks book_id (1–10000, the ids ratings.csv and to_read.csv use). The catalogue
 * import keeps only the Goodreads id of each row, so the map goes book_id → goodreads_book_id → book.
 */
export async function goodbooksBookIds(db: Database, booksCsv: string): Promise<Map<number, string>> {
	const goodreadsOf = new Map<string, number>()
	for await (const row of csvRecords(createReadStream(booksCsv, 'utf8')))
		goodreadsOf.set(row.goodreads_book_id ?? '', Number(row.book_id))
	const held = await db
		.selectFrom('bookIdentifier')
		.select(['value', 'bookId'])
		.where('scheme', '=', 'goodreads')
		.execute()
	const ids = new Map<number, string>()
	for (const { value, bookId } of held) {
		const goodbooksId = goodreadsOf.get(value)
		if (goodbooksId !== undefined) ids.set(goodbooksId, bookId)
	}
	return ids
}
