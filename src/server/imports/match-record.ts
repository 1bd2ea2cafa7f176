import type { ImportRecord } from '../../shared/schemas/imports.ts'
import { findBookAuthors, findBooks, findBooksByIdentifiers } from '../books/book-queries.ts'
import { searchBooks } from '../books/book-search.ts'
import type { BookService } from '../books/book-service.ts'
import type { BookInput } from '../books/upsert-book.ts'
import { upsertBook } from '../books/upsert-book.ts'
import type { Database } from '../db/schema.ts'
import type { RowMatch } from './import-queries.ts'
import { ACCEPT_CONFIDENCE, disagree, matchConfidence } from './match-score.ts'

const NO_MATCH: RowMatch = { bookId: null, method: 'none', confidence: 0 }
const CANDIDATES = 5

/** The words to search for: the main title (no subtitle) and the first author's surname. */
export function searchQuery(record: ImportRecord): string {
	const title = record.title.split(/\s*[:(]/)[0] ?? record.title
	const surname = record.authors[0]?.split(/\s+/).at(-1) ?? ''
	return `${title} ${surname}`.trim()
}

/**
 * Finds the books of many rows at once by what identifies them: ISBN first, then the source's own id
 * (goodbooks holds Goodreads ids). Two queries for a whole batch, where one row at a time took two round trips
 * per row (docs/performance.md, 'Imports'). Answers by the records' positions in `records`.
 */
export async function matchByIdentifiers(db: Database, records: ImportRecord[]): Promise<Map<number, RowMatch>> {
	const isbns = records.flatMap((r) =>
		r.isbn13
			? [
					{ scheme: 'isbn13' as const, value: r.isbn13 },
					...(r.isbn10 ? [{ scheme: 'isbn10' as const, value: r.isbn10 }] : []),
				]
			: [],
	)
	const [byIsbn, byId] = await Promise.all([
		findBooksByIdentifiers(db, isbns),
		findBooksByIdentifiers(
			db,
			records.flatMap((r) => r.sourceIds),
		),
	])
	const held = (rows: typeof byIsbn) => new Map(rows.map((row) => [`${row.scheme}:${row.value}`, row.bookId]))
	const [isbnBooks, idBooks] = [held(byIsbn), held(byId)]
	const matches = new Map<number, RowMatch>()
	records.forEach((record, index) => {
		const isbnBook = record.isbn13
			? (isbnBooks.get(`isbn13:${record.isbn13}`) ??
				(record.isbn10 ? isbnBooks.get(`isbn10:${record.isbn10}`) : undefined))
			: undefined
		if (isbnBook) return matches.set(index, { bookId: isbnBook, method: 'isbn', confidence: 1 })
		const idBook = record.sourceIds.map((id) => idBooks.get(`${id.scheme}:${id.value}`)).find(Boolean)
		if (idBook) matches.set(index, { bookId: idBook, method: 'identifier', confidence: 1 })
	})
	return flagDisagreements(db, records, matches)
}

/**
 * An identifier is not always right: an export's id or ISBN can name another book (a Goodreads id of
 * Starcrossed on a row titled The Paris Wife by Paula McLain). When the book's title and authors both disagree
 * with the row's, the match is flagged with the reason, its confidence is the title and author score, and the
 * row waits for the reader, who keeps the book, chooses another or creates the row's own.
 */
async function flagDisagreements(db: Database, records: ImportRecord[], matches: Map<number, RowMatch>) {
	const bookIds = [...new Set([...matches.values()].flatMap((m) => (m.bookId ? [m.bookId] : [])))]
	if (bookIds.length === 0) return matches
	const [books, authors] = await Promise.all([findBooks(db, bookIds), findBookAuthors(db, bookIds)])
	const titles = new Map(books.map((book) => [book.id, book.title]))
	for (const [index, match] of matches) {
		const record = records[index]!
		const title = titles.get(match.bookId!)
		if (!title || !record.title || record.authors.length === 0) continue
		const names = authors.filter((a) => a.bookId === match.bookId).map((a) => a.name)
		const found = { title, authors: names }
		if (!disagree(record, found)) continue
		const what = match.method === 'isbn' ? 'ISBN' : sourceIdName(record)
		const by = names.length > 0 ? ` by ${names.join(', ')}` : ''
		matches.set(index, {
			...match,
			confidence: matchConfidence(record, found),
			flag: `the ${what} names ${title}${by}`,
		})
	}
	return matches
}

const sourceIdName = (record: ImportRecord) =>
	record.sourceIds[0]?.scheme === 'goodreads' ? 'Goodreads id' : 'Open Library id'

/**
 * Finds the book of a row that matchByIdentifiers left: by title and author in our catalogue, and only then at
 * the book services, whose answer is stored as a catalogue book (upsert-book) like a search's. A service that
 * fails (or whose breaker is open after failing) is passed over: the row is then unmatched and waits for the reader.
 */
export async function matchByText(db: Database, services: BookService[], record: ImportRecord): Promise<RowMatch> {
	if (record.title) {
		const { bookIds } = await searchBooks(db, searchQuery(record), { page: 1, limit: CANDIDATES, typos: false })
		const local = await bestOf(db, record, bookIds)
		if (local) return { ...local, method: 'title_author' }
	}
	return (await askServices(db, services, record)) ?? NO_MATCH
}

async function bestOf(db: Database, record: ImportRecord, bookIds: string[]) {
	if (bookIds.length === 0) return undefined
	const [books, authors] = await Promise.all([findBooks(db, bookIds), findBookAuthors(db, bookIds)])
	let best: { bookId: string; confidence: number } | undefined
	for (const book of books) {
		const names = authors.filter((a) => a.bookId === book.id).map((a) => a.name)
		const confidence = matchConfidence(record, { title: book.title, authors: names })
		if (confidence >= ACCEPT_CONFIDENCE && confidence > (best?.confidence ?? 0)) best = { bookId: book.id, confidence }
	}
	return best
}

async function askServices(db: Database, services: BookService[], record: ImportRecord): Promise<RowMatch | undefined> {
	for (const service of services) {
		const found = await lookUp(service, record).catch(() => undefined)
		if (!found) continue
		const { book, confidence } = found
		const { bookId } = await upsertBook(db, book)
		return { bookId, method: 'service', confidence }
	}
	return undefined
}

async function lookUp(
	service: BookService,
	record: ImportRecord,
): Promise<{ book: BookInput; confidence: number } | undefined> {
	if (record.isbn13) {
		const book = await service.lookUpIsbn(record.isbn13)
		if (book) return { book, confidence: 0.95 }
	}
	for (const id of record.sourceIds) {
		const book = id.scheme === 'goodreads' ? null : await service.fetchById(id.value)
		if (book) return { book, confidence: 0.95 }
	}
	if (!record.title) return undefined
	let best: { book: BookInput; confidence: number } | undefined
	for (const book of await service.searchByText(searchQuery(record), CANDIDATES)) {
		const confidence = matchConfidence(record, { title: book.title, authors: book.authors.map((a) => a.name) })
		if (confidence >= ACCEPT_CONFIDENCE && confidence > (best?.confidence ?? 0)) best = { book, confidence }
	}
	return best
}
