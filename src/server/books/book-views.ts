import type { BookDetail, BookSummary } from '../../shared/schemas/books.ts'
import { coverVersion } from '../../shared/cover-version.ts'
import type { Database } from '../db/schema.ts'
import type { MaybePromise } from '../page-cache/maybe-promise.ts'
import { cachedDetail, cachedSummaries } from './book-cache.ts'
import { findBook, findBookAuthors, findBookIdentifiers, findBookSubjects, findBooks } from './book-queries.ts'
import { findBookEditions } from './edition-queries.ts'

type BookRow = NonNullable<Awaited<ReturnType<typeof findBook>>>
type AuthorRow = Awaited<ReturnType<typeof findBookAuthors>>[number]

function summary(book: BookRow, authors: AuthorRow[]): BookSummary {
	return {
		id: book.id,
		title: book.title,
		subtitle: book.subtitle,
		authors: authors.filter((a) => a.bookId === book.id).map((a) => ({ id: a.id, name: a.name })),
		publishedDate: book.publishedDate,
		series: book.seriesName ? { name: book.seriesName, number: book.seriesNumber } : null,
		language: book.language,
		coverVersion: coverVersion(book),
	}
}

/** Summaries of these books in the order given; ids without a book are left out. Served from book-cache.ts. */
export function bookSummaries(db: Database, ids: string[]): MaybePromise<BookSummary[]> {
	return cachedSummaries(ids, async (missing) => {
		const [books, authors] = await Promise.all([findBooks(db, missing), findBookAuthors(db, missing)])
		return books.map((book) => summary(book, authors))
	})
}

/** The book with its description, identifiers, subjects and editions; served from book-cache.ts. */
export function bookDetail(db: Database, id: string): Promise<BookDetail | undefined> {
	return cachedDetail(id, async () => {
		const book = await findBook(db, id)
		if (!book) return undefined
		const [authors, identifiers, subjects, editions] = await Promise.all([
			findBookAuthors(db, [id]),
			findBookIdentifiers(db, id),
			findBookSubjects(db, id),
			findBookEditions(db, id),
		])
		return {
			...summary(book, authors),
			description: book.description,
			descriptionSource: book.descriptionSource,
			pageCount: book.pageCount,
			identifiers,
			subjects,
			editions,
		}
	})
}
