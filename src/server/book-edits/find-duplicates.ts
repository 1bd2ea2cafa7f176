import type { z } from 'zod'
import type { Duplicate, NewBookInput } from '../../shared/schemas/book-edits.ts'
import { findBookAuthors, findBooks, findBooksByIdentifiers } from '../books/book-queries.ts'
import { searchBooks } from '../books/book-search.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { matchConfidence } from '../imports/match-score.ts'
import { isbnIdentifiers } from './add-book.ts'

type Found = { bookId: string; match: z.infer<typeof Duplicate>['match']; confidence: number }

const CANDIDATES = 10
const SHOWN = 5
// Lower than an import's acceptance (0.7): here a reader decides, and a same-titled book by another author
// (0.6) is worth a look before a second copy of it goes into the catalogue.
const WORTH_SHOWING = 0.5

/**
 * Catalogue books that may be the one a reader is about to add: those holding its ISBN (certain), then books
 * the catalogue search finds for its main title and first author, scored as an import scores a row against a
 * book (match-score.ts), best first.
 */
export async function findDuplicates(db: Database, input: z.output<typeof NewBookInput>) {
	const byIsbn = await findBooksByIdentifiers(db, isbnIdentifiers(input.isbn))
	const found = new Map<string, Found>(
		byIsbn.map((row) => [row.bookId, { bookId: row.bookId, match: 'isbn', confidence: 1 }]),
	)
	const mainTitle = input.title.split(/\s*[:(]/)[0] || input.title
	const surname = input.authors[0]?.split(/\s+/).at(-1) ?? ''
	const { bookIds } = await searchBooks(db, `${mainTitle} ${surname}`.trim(), { page: 1, limit: CANDIDATES })
	const [books, authors] = await Promise.all([findBooks(db, bookIds), findBookAuthors(db, bookIds)])
	for (const book of books) {
		if (found.has(book.id)) continue
		const names = authors.filter((a) => a.bookId === book.id).map((a) => a.name)
		const confidence = matchConfidence(
			{ title: input.title, authors: input.authors },
			{ title: book.title, authors: names },
		)
		if (confidence >= WORTH_SHOWING) found.set(book.id, { bookId: book.id, match: 'title_author', confidence })
	}
	const ranked = [...found.values()].sort((a, b) => b.confidence - a.confidence).slice(0, SHOWN)
	const summaries = new Map(
		(
			await bookSummaries(
				db,
				ranked.map((f) => f.bookId),
			)
		).map((s) => [s.id, s]),
	)
	return ranked.flatMap((f) => {
		const book = summaries.get(f.bookId)
		return book ? [{ book, match: f.match, confidence: f.confidence }] : []
	})
}
