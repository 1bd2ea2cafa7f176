import type { z } from 'zod'
import { parseIsbn } from '../../shared/isbn.ts'
import type { NewBookInput } from '../../shared/schemas/book-edits.ts'
import type { Identifier } from '../books/book-queries.ts'
import { upsertBook } from '../books/upsert-book.ts'
import type { Database } from '../db/schema.ts'

type NewBook = z.output<typeof NewBookInput>

/** Both forms of the ISBN as identifiers, or none. */
export function isbnIdentifiers(isbn: string): Identifier[] {
	const pair = isbn ? parseIsbn(isbn) : null
	if (!pair) return []
	return [
		{ scheme: 'isbn13', value: pair.isbn13 },
		...(pair.isbn10 ? [{ scheme: 'isbn10' as const, value: pair.isbn10 }] : []),
	]
}

/**
 * Adds the reader's book through upsertBook, the catalogue's one way in (as imports and searches add theirs),
 * naming the reader as its adder; its format, pages and ISBN make its first edition. A book already holding the ISBN is answered instead (created: false), unchanged
 * but for what it lacked.
 */
export async function addBook(db: Database, userId: string, input: NewBook) {
	const { bookId, outcome } = await upsertBook(db, {
		title: input.title,
		identifiers: isbnIdentifiers(input.isbn),
		authors: input.authors.map((name) => ({ name })),
		subjects: [],
		pageCount: input.pageCount,
		publishedDate: input.year === null ? null : String(input.year),
		edition: { format: input.format },
		addedBy: userId,
	})
	return { bookId, created: outcome === 'added' }
}
