import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { IsbnPair } from '../../shared/isbn.ts'
import { EditionMessages, FORMAT_LABELS, type EditionInput } from '../../shared/schemas/editions.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { forgetBook } from './book-cache.ts'
import { findIsbnHolder } from './edition-queries.ts'
import { editionFields, type EditionInput as SourceEdition } from './store-edition.ts'

export type NewEdition = Pick<z.output<typeof EditionInput>, 'format' | 'isbn'> & SourceEdition

const isbnRows = (isbn: IsbnPair) => [
	{ scheme: 'isbn13' as const, value: isbn.isbn13 },
	...(isbn.isbn10 ? [{ scheme: 'isbn10' as const, value: isbn.isbn10 }] : []),
]

/** The ISBN names an edition already: a 409 naming isbn and saying which book and edition hold it. */
export async function refuseTakenIsbn(db: Database, isbn: IsbnPair | null) {
	if (!isbn) return
	const holder = await findIsbnHolder(db, isbnRows(isbn))
	if (!holder) return
	const edition = holder.format ? `the ${FORMAT_LABELS[holder.format].toLowerCase()} edition of ` : ''
	const message = `${EditionMessages.isbnTaken}: ${edition}“${holder.title}”`
	throw new ApiError(409, 'isbn_taken', message, { isbn: message })
}

/**
 * Writes an edition of a book and its ISBNs as they are (no checks): the caller has refused a taken ISBN or
 * holds a transaction in which it looked. Returns the new edition's id.
 */
export async function insertEdition(db: Database, bookId: string, input: NewEdition, now: string) {
	const id = randomUUID()
	await db
		.insertInto('edition')
		.values({ id, bookId, format: input.format, ...editionFields(input), createdAt: now, updatedAt: now })
		.execute()
	if (input.isbn)
		await db
			.insertInto('bookIdentifier')
			.values(isbnRows(input.isbn).map((row) => ({ ...row, bookId, editionId: id })))
			.execute()
	return id
}

/**
 * Adds an edition to a book (the work) with its ISBNs, in one transaction; the catalogue's other editions and the
 * book's own fields stay as they are. An ISBN another edition holds is a 409 naming isbn, even when two readers
 * add it at once (the identifiers' primary key decides). Returns the new edition's id.
 */
export async function addEdition(db: Database, bookId: string, input: NewEdition, now = new Date().toISOString()) {
	let id: string
	try {
		id = await db.transaction().execute(async (trx) => {
			await refuseTakenIsbn(trx, input.isbn)
			return insertEdition(trx, bookId, input, now)
		})
	} catch (error) {
		if ((error as { code?: unknown }).code === '23505' || /UNIQUE constraint/.test(String(error)))
			await refuseTakenIsbn(db, input.isbn)
		throw error
	}
	forgetBook(bookId)
	return id
}
