import { findBooksByIdentifiers, type Identifier } from '../books/book-queries.ts'
import { upsertBooks } from '../books/upsert-books.ts'
import type { Database } from '../db/schema.ts'
import { type ImportRowData, setCreatedMatches } from './import-queries.ts'

/**
 * Makes each row's match the catalogue book its own data describes (title, authors, ISBN, the source's id,
 * series, pages), as every other way into the catalogue would (upsertBooks: new books a few statements for the
 * whole batch, a book already holding an identifier merged). A flagged row's identifier names another book: that
 * identifier stays with it (merging would go into the book holding it), and the new book is made from the rest.
 * The books and the rows' matches are written in one transaction, so a row has its book or nothing. The rows are
 * of one import, and the caller has checked that each has a title.
 */
export async function createBooksFromRows(db: Database, rows: ImportRowData[]) {
	if (rows.length === 0) return
	const now = new Date().toISOString()
	const create = () =>
		db.transaction().execute(async (trx) => {
			const flagged = rows.filter((row) => row.flag).flatMap((row) => identifiersOf(row))
			const held = new Set((await findBooksByIdentifiers(trx, flagged)).map((h) => `${h.scheme}:${h.value}`))
			const inputs = rows.map(({ flag, record }) => ({
				title: record.title,
				identifiers: identifiersOf({ record }).filter((id) => !flag || !held.has(`${id.scheme}:${id.value}`)),
				authors: record.authors.map((name) => ({ name })),
				subjects: [],
				seriesName: record.seriesName,
				seriesNumber: record.seriesNumber,
				pageCount: record.pageCount,
				edition: { format: record.format ?? undefined, publisher: record.publisher ?? null },
			}))
			const books = await upsertBooks(trx, inputs, now)
			await setCreatedMatches(trx, rows[0]!.importId, new Map(rows.map((row, i) => [row.position, books[i]!.bookId])))
		})
	try {
		await create()
	} catch (error) {
		// A search stored one of these books meanwhile (PostgreSQL): its identifiers are held now, and merging finds it.
		if ((error as { code?: unknown }).code !== '23505') throw error
		await create()
	}
}

function identifiersOf({ record }: Pick<ImportRowData, 'record'>): Identifier[] {
	return [
		...(record.isbn13 ? [{ scheme: 'isbn13' as const, value: record.isbn13 }] : []),
		...(record.isbn10 ? [{ scheme: 'isbn10' as const, value: record.isbn10 }] : []),
		...record.sourceIds,
	]
}
