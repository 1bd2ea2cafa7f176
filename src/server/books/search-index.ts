import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'

type Db = Kysely<DB>

/** Matches ranked per query at most: the most popular ones when more books match ('the' matches half of 1M). */
export const MAX_MATCHES = 500
// The typo pass corrects each word against the catalogue's vocabulary, which grows far slower than the
// catalogue, and then searches the corrected words like any others. Each term keeps its few closest words,
// 0.2 or more alike: two swapped letters in a short word leave little ('cmoedy' is 0.27 like 'comedy', 'hary'
// 0.57 like 'harry'); typoScore then judges the whole title.
export const CORRECTIONS_PER_TERM = 8
export const WORD_SIMILARITY = 0.2

/** What the index holds for one book, already folded (lower case, no accents). */
export type SearchDocument = {
	bookId: string
	title: string
	subtitle: string
	authors: string
	series: string
	popularity: number
}
/**
 * A word match; textRank is higher for better matches and only compares within one query. Its title and
 * popularity come with it, for the ranking (book-search.ts), in the same statement.
 */
export type Candidate = { bookId: string; textRank: number; title: string; popularity: number }

/** The one search interface; each database answers it with its own full-text engine. */
export interface SearchIndex {
	/** Adds or replaces these books' entries (a bulk import writes 500 at once). */
	write(db: Db, docs: SearchDocument[]): Promise<void>
	/** Books holding every term, each term of two letters or more open at its end (prefix match), best first. */
	matchWords(db: Db, terms: string[], limit: number): Promise<Candidate[]>
	/** Books with words like the terms, for misspellings; ranked again here by typoScore. */
	matchTypos(db: Db, terms: string[], limit: number): Promise<string[]>
}
