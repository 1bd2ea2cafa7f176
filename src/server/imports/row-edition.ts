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
type Holder = { bookId: string; editionId: string | null; format: EditionFormat | null }

/**
 * The edition each row's reads were (rows in file order), found or added without changing anything already in
 * the catalogue: the edition of the matched book that the row's ISBN names; else, when nobody holds that ISBN
 * yet, a new edition of the matched book made of the row's format, pages and publisher. An ISBN another book
 * holds names no edition of this one (the row was matched elsewhere by the reader or by title), so the read
 * records none. The ISBNs are looked up in one statement; a row finds the edition an earlier row added.
 */
export async function rowEditions(
	trx: Database,
	rows: { bookId: string; record: ImportRecord }[],
	now: string,
): Promise<RowEdition[]> {
	const holders = await findHolders(trx, rows)
	const editions: RowEdition[] = []
	for (const { bookId, record } of rows) {
		const format = record.format ?? null
		const pageCount = record.pageCount !== null && record.pageCount > 0 ? Math.round(record.pageCount) : null
		if (!record.isbn13) {
			editions.push({ editionId: null, format, pageCount, added: false })
			continue
		}
		// The ISBN-13's holder first, as a book's ISBNs point at one edition.
		const held = holders.get(`isbn13:${record.isbn13}`) ?? holders.get(`isbn10:${record.isbn10}`)
		if (held) {
			const ours = held.bookId === bookId && held.editionId !== null
			editions.push({
				editionId: ours ? held.editionId : null,
				format: format ?? (ours ? held.format : null),
				pageCount,
				added: false,
			})
			continue
		}
		const isbn = { isbn13: record.isbn13, isbn10: record.isbn10 }
		const edition = { format: format ?? ('print' as const), isbn, pageCount, publisher: record.publisher ?? null }
		const editionId = await insertEdition(trx, bookId, edition, now)
		const holder = { bookId, editionId, format: edition.format }
		holders.set(`isbn13:${record.isbn13}`, holder)
		if (record.isbn10) holders.set(`isbn10:${record.isbn10}`, holder)
		editions.push({ editionId, format: edition.format, pageCount, added: true })
	}
	return editions
}

/** Who holds the rows' ISBNs, by 'scheme:value'. */
async function findHolders(trx: Database, rows: { record: ImportRecord }[]) {
	const isbn13s = [...new Set(rows.flatMap(({ record }) => (record.isbn13 ? [record.isbn13] : [])))]
	const isbn10s = [...new Set(rows.flatMap(({ record }) => (record.isbn13 && record.isbn10 ? [record.isbn10] : [])))]
	const holders = new Map<string, Holder>()
	if (isbn13s.length === 0) return holders
	const found = await trx
		.selectFrom('bookIdentifier')
		.leftJoin('edition', 'edition.id', 'bookIdentifier.editionId')
		.select([
			'bookIdentifier.scheme',
			'bookIdentifier.value',
			'bookIdentifier.bookId',
			'bookIdentifier.editionId',
			'edition.format',
		])
		.where((eb) =>
			eb.or([
				eb.and([eb('bookIdentifier.scheme', '=', 'isbn13'), eb('bookIdentifier.value', 'in', isbn13s)]),
				...(isbn10s.length > 0
					? [eb.and([eb('bookIdentifier.scheme', '=', 'isbn10'), eb('bookIdentifier.value', 'in', isbn10s)])]
					: []),
			]),
		)
		.execute()
	for (const { scheme, value, ...holder } of found) holders.set(`${scheme}:${value}`, holder)
	return holders
}
