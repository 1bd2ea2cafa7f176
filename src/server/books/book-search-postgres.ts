import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { CORRECTIONS_PER_TERM, MAX_MATCHES, WORD_SIMILARITY, type SearchIndex } from './search-index.ts'
import { vocabularyWords, wordSimilarity } from './search-text.ts'

const vector = (text: string, weight: 'A' | 'B' | 'C') => sql`setweight(to_tsvector('simple', ${text}), ${weight})`

/** Up to limit books matching a tsquery, best ts_rank first among the MAX_MATCHES most popular. */
async function rankedMatches(db: Kysely<DB>, query: string, limit: number) {
	// The tsquery is written inside the where clause, not joined as a function: the planner then estimates how
	// many books match, walks the popularity index downwards when very many do ('the', as SQLite walks its
	// rowids) and takes the GIN index when few do.
	const { rows } = await sql<{
		bookId: string
		rank: number
	}>`select "bookId", ts_rank("document", to_tsquery('simple', ${query}), 1) as "rank"
		from (select "bookId", "document" from "bookSearch" where "document" @@ to_tsquery('simple', ${query})
			order by "popularity" desc limit ${MAX_MATCHES}) m
		order by "rank" desc, "bookId" limit ${limit}`.execute(db)
	return rows
}

/** The vocabulary words most like each term, closest first; one statement for all terms. */
async function corrections(db: Kysely<DB>, terms: string[]) {
	const { rows } = await sql<{ term: string; word: string }>`select t."term", w."word"
		from unnest(${terms}::text[]) t("term")
		cross join lateral (select "word" from "bookTrigram" order by "word" <-> t."term" limit ${CORRECTIONS_PER_TERM}) w
		where length(t."term") >= 3`.execute(db)
	return terms.map((term) =>
		rows
			.filter((row) => row.term === term)
			.map((row) => ({ word: row.word, similarity: wordSimilarity(term, row.word) }))
			.filter((w) => w.similarity >= WORD_SIMILARITY)
			.sort((a, b) => b.similarity - a.similarity)
			.map((w) => w.word),
	)
}

/**
 * PostgreSQL: a weighted tsvector ('simple' config on folded text) with the book's popularity beside it for
 * words, and the vocabulary under a pg_trgm index for typos; the same bounds as SQLite's FTS5 (MAX_MATCHES,
 * CORRECTIONS_PER_TERM).
 */
export const postgresSearchIndex: SearchIndex = {
	async write(db, docs) {
		// Sorted, so two imports at once take the vocabulary's row locks in one order and cannot deadlock.
		const words = [
			...new Set(docs.flatMap((doc) => vocabularyWords(`${doc.title} ${doc.subtitle} ${doc.authors} ${doc.series}`))),
		].sort()
		const rows = docs.map(
			(doc) =>
				sql`(${doc.bookId}, ${doc.popularity}, ${vector(doc.title, 'A')} || ${vector(doc.authors, 'B')} || ${vector(doc.series, 'B')} || ${vector(doc.subtitle, 'C')})`,
		)
		// One round trip for a whole batch: the vocabulary's new words go in a data-modifying CTE. A word is never
		// removed (a stale one only costs a wasted correction).
		await sql`with "words" as (insert into "bookTrigram" ("word") select unnest(${words}::text[]) on conflict do nothing)
			insert into "bookSearch" ("bookId", "popularity", "document") values ${sql.join(rows)}
			on conflict ("bookId") do update set "popularity" = excluded."popularity", "document" = excluded."document"`.execute(
			db,
		)
	},

	async matchWords(db, terms, limit) {
		const rows = await rankedMatches(db, terms.map((t) => (t.length > 1 ? `${t}:*` : t)).join(' & '), limit)
		return rows.map((row) => ({ bookId: row.bookId, textRank: Number(row.rank) }))
	},

	async matchTypos(db, terms, limit) {
		// Terms hold only letters and digits (searchTerms), and vocabulary words only letters, so they cannot
		// break the tsquery.
		const groups = (await corrections(db, terms)).filter((words) => words.length > 0).map((w) => `(${w.join(' | ')})`)
		if (groups.length === 0) return []
		// As on SQLite (book-search-sqlite.ts): the most popular books with a correction of every word, and those
		// with a correction of all words but one (of any, for two); typoScore decides among them.
		const half = Math.ceil(limit / 2)
		const allButOne =
			groups.length > 2 ? groups.map((_, skip) => `(${groups.filter((_, i) => i !== skip).join(' & ')})`) : groups
		const most = groups.length > 1 ? allButOne.join(' | ') : ''
		const { rows } = await sql<{ bookId: string }>`select "bookId" from (
				(select "bookId", 0 as "pass", "popularity" from "bookSearch"
					where "document" @@ to_tsquery('simple', ${groups.join(' & ')}) order by "popularity" desc limit ${half})
				union all
				(select "bookId", 1, "popularity" from "bookSearch"
					where ${most} <> '' and "document" @@ to_tsquery('simple', ${most}) order by "popularity" desc limit ${half})
			) m order by "pass", "popularity" desc`.execute(db)
		return [...new Set(rows.map((row) => row.bookId))]
	},
}
