import type { BookDetail, BookSummary } from '../../shared/schemas/books.ts'
import type { Database } from '../db/schema.ts'
import { findBook, findBookAuthors, findBookIdentifiers, findBookSubjects, findBooks } from './book-queries.ts'

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
	}
}

/** Summaries of these books in the order given; ids without a book are left out. */
export async function bookSummaries(db: Database, ids: string[]): Promise<BookSummary[]> {
	const books = new Map((await findBooks(db, ids)).map((b) => [b.id, b]))
	const authors = await findBookAuthors(db, ids)
	return ids.flatMap((id) => {
		const book = books.get(id)
		return book ? [summary(book, authors)] : []
	})
}

export async function bookDetail(db: Database, id: string): Promise<BookDetail | undefined> {
	const book = await findBook(db, id)
	if (!book) return undefined
	return {
		...summary(book, await findBookAuthors(db, [id])),
		description: book.description,
		pageCount: book.pageCount,
		identifiers: await findBookIdentifiers(db, id),
		subjects: await findBookSubjects(db, id),
	}
}
