import type { EditionFormat } from '../../shared/schemas/editions.ts'
import type { ImportRecord } from '../../shared/schemas/imports.ts'
import { insertEdition } from '../books/add-edition.ts'
import type { Database } from '../db/schema.ts'

/** What a read imported from this row records of its edition: the edition, its format and the row's pages. */
export type RowEdition = {
	editionId: string | null
	format: EditionFormat | null
	pageCount: number | null
	/** A new edition was added: the book's cached page must be forgotten once the transaction commits. */
	added: boolean
}

/**
 * The edition a row's reads were, found or added without changing anything already in the catalogue: the
 * edition of the matched book that the row's ISBN names; else, when nobody holds that ISBN yet, a new edition
 * of the matched book made of the row's format, pages and publisher. An ISBN another book holds names no
 * edition of this one (the row was matched elsewhere by the reader or by title), so the read records none.
 */
export async function rowEdition(
	trx: Database,
	bookId: string,
	record: ImportRecord,
	now: string,
): Promise<RowEdition> {
	const format = record.format ?? null
	const pageCount = record.pageCount !== null && record.pageCount > 0 ? Math.round(record.pageCount) : null
	if (!record.isbn13) return { editionId: null, format, pageCount, added: false }
	const held = await trx
		.selectFrom('bookIdentifier')
		.leftJoin('edition', 'edition.id', 'bookIdentifier.editionId')
		.select(['bookIdentifier.bookId', 'bookIdentifier.editionId', 'edition.format'])
		.where((eb) =>
			eb.or([
				eb.and([eb('bookIdentifier.scheme', '=', 'isbn13'), eb('bookIdentifier.value', '=', record.isbn13!)]),
				eb.and([eb('bookIdentifier.scheme', '=', 'isbn10'), eb('bookIdentifier.value', '=', record.isbn10 ?? '')]),
			]),
		)
		.orderBy('bookIdentifier.scheme', 'desc')
		.executeTakeFirst()
	if (held) {
		const ours = held.bookId === bookId && held.editionId !== null
		return {
			editionId: ours ? held.editionId : null,
			format: format ?? (ours ? held.format : null),
			pageCount,
			added: false,
		}
	}
	const editionId = await insertEdition(
		trx,
		bookId,
		{
			format: format ?? 'print',
			isbn: { isbn13: record.isbn13, isbn10: record.isbn10 },
			pageCount,
			publisher: record.publisher ?? null,
		},
		now,
	)
	return { editionId, format: format ?? 'print', pageCount, added: true }
}
