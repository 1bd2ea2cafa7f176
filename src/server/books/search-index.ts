import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'

type Db = Kysely<DB>

/** What the index holds for one book, already folded (lower case, no accents). */
export type SearchDocument = {
	bookId: string
	title: string
	subtitle: string
	authors: string
	series: string
	popularity: number
}
/** A word match; textRank is higher for better matches and only compares within one query. */
export type Candidate = { bookId: string; textRank: number }

/** The one search interface; each database answers it with its own full-text engine. */
export interface SearchIndex {
	write(db: Db, doc: SearchDocument): Promise<void>
	/** Books holding every term, each term of two letters or more open at its end (prefix match), best first. */
	matchWords(db: Db, terms: string[], limit: number): Promise<Candidate[]>
	/** Books with words like the terms, for misspellings; ranked again here by typoScore. */
	matchTypos(db: Db, terms: string[], limit: number): Promise<string[]>
}
