import type { EditionView } from '../../shared/schemas/editions.ts'
import type { Database } from '../db/schema.ts'

/** A book's editions with their ISBNs, oldest first (the migrated or first-imported edition leads). */
export async function findBookEditions(db: Database, bookId: string): Promise<EditionView[]> {
	const [editions, isbns] = await Promise.all([
		db
			.selectFrom('edition')
			.select(['id', 'format', 'pageCount', 'audioMinutes', 'publisher', 'language', 'publishedDate'])
			.where('bookId', '=', bookId)
			.orderBy('createdAt')
			.orderBy('id')
			.execute(),
		db
			.selectFrom('bookIdentifier')
			.select(['scheme', 'value', 'editionId'])
			.where('bookId', '=', bookId)
			.where('scheme', 'in', ['isbn10', 'isbn13'])
			.where('editionId', 'is not', null)
			.orderBy('value')
			.execute(),
	])
	const isbn = (editionId: string, scheme: 'isbn10' | 'isbn13') =>
		isbns.find((i) => i.editionId === editionId && i.scheme === scheme)?.value ?? null
	return editions.map((e) => ({ ...e, isbn13: isbn(e.id, 'isbn13'), isbn10: isbn(e.id, 'isbn10') }))
}

/** The edition, if it is one of this book's. */
export function findEditionOfBook(db: Database, bookId: string, editionId: string) {
	return db
		.selectFrom('edition')
		.select(['id', 'format', 'pageCount', 'audioMinutes'])
		.where('id', '=', editionId)
		.where('bookId', '=', bookId)
		.executeTakeFirst()
}

/** Which book and edition hold any of these ISBNs, with the book's title, to name it in a refusal. */
export function findIsbnHolder(db: Database, isbns: { scheme: 'isbn10' | 'isbn13'; value: string }[]) {
	return db
		.selectFrom('bookIdentifier')
		.innerJoin('book', 'book.id', 'bookIdentifier.bookId')
		.leftJoin('edition', 'edition.id', 'bookIdentifier.editionId')
		.select(['bookIdentifier.bookId', 'bookIdentifier.editionId', 'book.title', 'edition.format'])
		.where((eb) =>
			eb.or(
				isbns.map((i) =>
					eb.and([eb('bookIdentifier.scheme', '=', i.scheme), eb('bookIdentifier.value', '=', i.value)]),
				),
			),
		)
		.executeTakeFirst()
}
