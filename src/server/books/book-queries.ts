import type { Kysely } from 'kysely'
import type { BookTable, IdentifierScheme } from '../db/catalogue-schema.ts'
import type { DB } from '../db/schema.ts'

type Db = Kysely<DB>
export type Identifier = { scheme: IdentifierScheme; value: string }

/** Each identifier once, in first-seen order. */
export function uniqueIdentifiers(identifiers: Identifier[]): Identifier[] {
	const seen = new Map(identifiers.filter((id) => id.value.trim() !== '').map((id) => [`${id.scheme}:${id.value}`, id]))
	return [...seen.values()]
}

export const BOOK_COLUMNS = [
	'id',
	'title',
	'subtitle',
	'description',
	'descriptionSource',
	'publishedDate',
	'pageCount',
	'language',
	'seriesName',
	'seriesNumber',
	'coverSourceUrl',
	'popularity',
	'addedBy',
	'createdAt',
	'updatedAt',
] as const satisfies (keyof BookTable)[]

/** The books that already hold any of these identifiers, with the identifier that matched. */
export function findBooksByIdentifiers(db: Db, identifiers: Identifier[]) {
	if (identifiers.length === 0) return Promise.resolve([])
	return db
		.selectFrom('bookIdentifier')
		.select(['bookId', 'scheme', 'value', 'editionId'])
		.where((eb) => eb.or(identifiers.map((id) => eb.and([eb('scheme', '=', id.scheme), eb('value', '=', id.value)]))))
		.execute()
}

export function findBook(db: Db, id: string) {
	return db.selectFrom('book').select(BOOK_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export function findBooks(db: Db, ids: string[]) {
	if (ids.length === 0) return Promise.resolve([])
	return db.selectFrom('book').select(BOOK_COLUMNS).where('id', 'in', ids).execute()
}

/** Authors of these books in credit order. */
export function findBookAuthors(db: Db, bookIds: string[]) {
	if (bookIds.length === 0) return Promise.resolve([])
	return db
		.selectFrom('bookAuthor')
		.innerJoin('author', 'author.id', 'bookAuthor.authorId')
		.select(['bookAuthor.bookId', 'author.id', 'author.name', 'author.sortName', 'bookAuthor.position'])
		.where('bookAuthor.bookId', 'in', bookIds)
		.orderBy('bookAuthor.bookId')
		.orderBy('bookAuthor.position')
		.execute()
}

export function findBookIdentifiers(db: Db, bookId: string) {
	return db
		.selectFrom('bookIdentifier')
		.select(['scheme', 'value'])
		.where('bookId', '=', bookId)
		.orderBy('scheme')
		.orderBy('value')
		.execute()
}

export async function findBookSubjects(db: Db, bookId: string) {
	const rows = await db
		.selectFrom('bookSubject')
		.select('subject')
		.where('bookId', '=', bookId)
		.orderBy('subject')
		.execute()
	return rows.map((row) => row.subject)
}

export function findAuthor(db: Db, id: string) {
	return db
		.selectFrom('author')
		.select(['id', 'name', 'sortName', 'bio', 'birthDate', 'deathDate'])
		.where('id', '=', id)
		.executeTakeFirst()
}

/** An author's books, most read first; bounded because a prolific author can have thousands. */
export function findAuthorBookIds(db: Db, authorId: string, limit: number) {
	return db
		.selectFrom('bookAuthor')
		.innerJoin('book', 'book.id', 'bookAuthor.bookId')
		.select('book.id')
		.where('bookAuthor.authorId', '=', authorId)
		.orderBy('book.popularity', 'desc')
		.orderBy('book.title')
		.limit(limit)
		.execute()
}

export function findAuthorByOlKey(db: Db, olKey: string) {
	return db
		.selectFrom('author')
		.select(['id', 'name', 'olKey', 'bio', 'birthDate', 'deathDate'])
		.where('olKey', '=', olKey)
		.executeTakeFirst()
}

export function findAuthorByNameKey(db: Db, nameKey: string) {
	return db
		.selectFrom('author')
		.select(['id', 'name', 'olKey', 'bio', 'birthDate', 'deathDate'])
		.where('nameKey', '=', nameKey)
		.orderBy('createdAt')
		.limit(1)
		.executeTakeFirst()
}

export function findBookIdsByIsbn(db: Db, isbn10: string | null, isbn13: string) {
	return db
		.selectFrom('bookIdentifier')
		.select('bookId')
		.distinct()
		.where((eb) =>
			eb.or([
				eb.and([eb('scheme', '=', 'isbn13'), eb('value', '=', isbn13)]),
				eb.and([eb('scheme', '=', 'isbn10'), eb('value', '=', isbn10 ?? '')]),
			]),
		)
		.execute()
}
