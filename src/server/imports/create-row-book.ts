import { findBooksByIdentifiers } from '../books/book-queries.ts'
import { upsertBook } from '../books/upsert-book.ts'
import type { IdentifierScheme } from '../db/catalogue-schema.ts'
import type { Database } from '../db/schema.ts'
import { setRowMatch, setRowSkip, type ImportRowData } from './import-queries.ts'

/**
 * Makes the row's match the catalogue book its own data describes (title, authors, ISBN, the source's id,
 * series, pages), through upsertBook as every other way into the catalogue. A flagged row's identifier names
 * another book: that identifier stays with it (upsertBook would merge into the book holding it), and the new
 * book is made from the rest. The caller has checked that the row has a title.
 */
export async function createRowBook(db: Database, row: ImportRowData) {
	const { importId, position, record } = row
	let identifiers: { scheme: IdentifierScheme; value: string }[] = [
		...(record.isbn13 ? [{ scheme: 'isbn13' as const, value: record.isbn13 }] : []),
		...(record.isbn10 ? [{ scheme: 'isbn10' as const, value: record.isbn10 }] : []),
		...record.sourceIds,
	]
	if (row.flag) {
		const held = new Set((await findBooksByIdentifiers(db, identifiers)).map((h) => `${h.scheme}:${h.value}`))
		identifiers = identifiers.filter((id) => !held.has(`${id.scheme}:${id.value}`))
	}
	const { bookId } = await upsertBook(db, {
		title: record.title,
		identifiers,
		authors: record.authors.map((name) => ({ name })),
		subjects: [],
		seriesName: record.seriesName,
		seriesNumber: record.seriesNumber,
		pageCount: record.pageCount,
		edition: { format: record.format ?? undefined, publisher: record.publisher ?? null },
	})
	await setRowMatch(db, importId, position, { bookId, method: 'created', confidence: 1 })
	return setRowSkip(db, importId, position, false)
}
