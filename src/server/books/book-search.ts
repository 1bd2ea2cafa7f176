import type { Kysely } from 'kysely'
import { parseIsbn } from '../../shared/isbn.ts'
import { dialectOf } from '../db/database.ts'
import type { DB } from '../db/schema.ts'
import { findBook, findBookAuthors, findBookIdsByIsbn, findBooks } from './book-queries.ts'
import { postgresSearchIndex } from './book-search-postgres.ts'
import { sqliteSearchIndex } from './book-search-sqlite.ts'
import type { Candidate, SearchIndex } from './search-index.ts'
import { foldText, searchTerms, typoScore } from './search-text.ts'

type Db = Kysely<DB>

const indexFor = (db: Db): SearchIndex => (dialectOf(db) === 'postgres' ? postgresSearchIndex : sqliteSearchIndex)

// Ranking here looks at no more than this many matches (and the text rank at no more than MAX_MATCHES),
// so a query costs about the same on 10k or 1M books; pages beyond it are empty.
export const MAX_RESULTS = 200
// A misspelt query is checked against no more books than this (each is loaded and scored word by word).
const MAX_TYPO_CANDIDATES = 60
// Swapped letters cost most: 'tolkein' shares a third of its trigrams with 'tolkien'.
const TYPO_THRESHOLD = 0.3

/** Writes a book's current title, authors and series into the search index (call inside the upsert). */
export async function indexBook(db: Db, bookId: string) {
	const book = await findBook(db, bookId)
	if (!book) return
	const authors = await findBookAuthors(db, [bookId])
	await indexNewBook(db, bookId, { ...book, authors: authors.map((a) => a.name) })
}

type IndexedFields = {
	title: string
	subtitle?: string | null
	seriesName?: string | null
	authors: string[]
	popularity?: number
}

/** Indexes a book from what the caller already holds, sparing the reload (a new book). */
export function indexNewBook(db: Db, bookId: string, book: IndexedFields) {
	return indexNewBooks(db, [{ bookId, ...book }])
}

/** Indexes new books at once (a bulk import's batch). */
export function indexNewBooks(db: Db, books: (IndexedFields & { bookId: string })[]) {
	if (books.length === 0) return Promise.resolve()
	return indexFor(db).write(
		db,
		books.map((book) => ({
			bookId: book.bookId,
			title: foldText(book.title),
			subtitle: foldText(book.subtitle ?? ''),
			authors: foldText(book.authors.join(' ')),
			series: foldText(book.seriesName ?? ''),
			popularity: book.popularity ?? 0,
		})),
	)
}

export type SearchPage = { bookIds: string[]; hasMore: boolean }

/**
 * Ranked, paginated catalogue search over title, subtitle, authors and series, or an exact ISBN in any form.
 * When no book has every word, misspelt matches ('hary poter') are looked for instead, unless `typos` is false
 * (an import's matching: most of its misses are books the catalogue lacks, and the typo pass is the slow part).
 */
export async function searchBooks(
	db: Db,
	query: string,
	{ page, limit, typos = true }: { page: number; limit: number; typos?: boolean },
): Promise<SearchPage> {
	const ranked = await rankedIds(db, query, typos)
	const start = (page - 1) * limit
	return { bookIds: ranked.slice(start, start + limit), hasMore: ranked.length > start + limit }
}

async function rankedIds(db: Db, query: string, typos: boolean): Promise<string[]> {
	const isbn = parseIsbn(query)
	if (isbn) return (await findBookIdsByIsbn(db, isbn.isbn10, isbn.isbn13)).map((row) => row.bookId)
	const terms = searchTerms(query)
	if (terms.length === 0) return []
	const index = indexFor(db)
	// A one-letter prefix has no prefix index: FTS5 merges the lists of every word with that first letter
	// (the query 'a' took 427 ms at 1M books). Such a letter ('harry p', 'a game of thrones') only nudges the
	// ranking, unless the query has nothing else ('a': the word itself).
	const longer = terms.filter((t) => t.length > 1)
	const words = rankWords(terms, await index.matchWords(db, longer.length > 0 ? longer : terms, MAX_RESULTS))
	// Only when no book has every word: a rare title spelt right has one match, and the typo pass is the
	// slowest part of a search (at 1M books, whole-title queries went from p50 214 ms to 18 ms without it).
	if (words.length > 0 || !typos) return words
	return rankTypos(db, terms, await index.matchTypos(db, terms, MAX_TYPO_CANDIDATES))
}

/**
 * Text relevance, plus nudges for query words found in the title, for titles the query covers most of
 * ('tolkien hobbit': The Hobbit before a boxed set naming both), and for books many people read.
 */
function rankWords(terms: string[], candidates: Candidate[]) {
	const best = Math.max(...candidates.map((c) => c.textRank), Number.MIN_VALUE)
	const score = (c: Candidate) => {
		const titleWords = foldText(c.title)
			.split(/[^\p{L}\p{N}]+/u)
			.filter(Boolean)
		const termsInTitle = terms.filter((t) => titleWords.some((w) => w.startsWith(t))).length / terms.length
		const titleCovered =
			titleWords.filter((w) => terms.some((t) => w.startsWith(t))).length / Math.max(1, titleWords.length)
		return 0.5 * (c.textRank / best) + 0.2 * termsInTitle + 0.2 * titleCovered + 0.1 * Math.log10(1 + c.popularity)
	}
	return candidates
		.map((c) => ({ id: c.bookId, score: score(c) }))
		.sort((a, b) => b.score - a.score)
		.map((c) => c.id)
}

async function rankTypos(db: Db, terms: string[], bookIds: string[]) {
	const [books, authors] = await Promise.all([findBooks(db, bookIds), findBookAuthors(db, bookIds)])
	const scored = books.map((book) => {
		const names = [book.title, ...authors.filter((a) => a.bookId === book.id).map((a) => a.name)].join(' ')
		return { id: book.id, score: typoScore(terms, names), popularity: book.popularity }
	})
	return scored
		.filter((s) => s.score >= TYPO_THRESHOLD)
		.sort((a, b) => b.score - a.score || b.popularity - a.popularity)
		.map((s) => s.id)
}
