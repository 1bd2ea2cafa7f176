import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { CORRECTIONS_PER_TERM, MAX_MATCHES, WORD_SIMILARITY, type SearchIndex } from './search-index.ts'
import { vocabularyWords, wordSimilarity } from './search-text.ts'

const vector = (text: string, weight: 'A' | 'B' | 'C') => sql`setweight(to_tsvector('simple', ${text}), ${weight})`

// bookSearchToken holds each lexeme and its first 2, 3 and 4 letters (migration 0033): a word or prefix of up
// to 4 letters is one token; a longer one is walked under its first 4 letters and checked against the document.
const PREFIX_LETTERS = 4
const tokenOf = (word: string) => [...word].slice(0, PREFIX_LETTERS).join('')
const isToken = (word: string) => [...word].length <= PREFIX_LETTERS

/** Tokens of which a book must hold one. */
type Group = string[]

// The walk follows one group's tokens down the popularity order and probes the others per book, so it should
// follow the rarest: the fewest tokens, then the longest (short words are the common ones).
const rarestFirst = (a: Group, b: Group) =>
	a.length - b.length || Math.min(...b.map((t) => t.length)) - Math.min(...a.map((t) => t.length))

/**
 * The most popular books holding a token of every group, as rows of (bookId, document, popularity): index-only
 * ranges in popularity order, stopping at limit. When the tokens say less than the query (a prefix longer than a
 * token), each book is checked against it.
 */
function walk(groups: Group[], check: string | null, limit: number) {
	const [drive, ...others] = [...groups].sort(rarestFirst)
	const ranges = drive!.map((token) => sql`select "popularity", "key" from "bookSearchToken" where "token" = ${token}`)
	const probes = others.map(
		(group) => sql`and exists (select 1 from "bookSearchToken" u
			where u."token" = any(${group}::text[]) and u."popularity" = t."popularity" and u."key" = t."key")`,
	)
	return sql`select s."bookId", s."document", d."popularity" from (
			select distinct t."popularity", t."key" from (${sql.join(ranges, sql` union all `)}) t
			where true ${sql.join(probes, sql` `)} order by t."popularity" desc, t."key" desc
		) d join "bookSearch" s on s."key" = d."key"
		${check === null ? sql`` : sql`where s."document" @@ to_tsquery('simple', ${check})`}
		order by d."popularity" desc, d."key" desc limit ${limit}`
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
 * PostgreSQL: a weighted tsvector ('simple' config on folded text) per book for ts_rank, its tokens in a btree
 * in popularity order for finding matches (kept by triggers, migration 0033), and the vocabulary under a pg_trgm
 * index for typos; the same bounds as SQLite's FTS5 (MAX_MATCHES, CORRECTIONS_PER_TERM).
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
		const query = terms.map((t) => (t.length > 1 ? `${t}:*` : t)).join(' & ')
		const groups = [...new Set(terms.map(tokenOf))].map((token) => [token])
		// The ranking, and the title and popularity the caller ranks by, in the same round trip.
		const { rows } = await sql<{
			bookId: string
			rank: number
			title: string
			popularity: number
		}>`select r."bookId", r."rank", b."title", b."popularity" from (
				select m."bookId", ts_rank(m."document", to_tsquery('simple', ${query}), 1) as "rank"
				from (${walk(groups, terms.every(isToken) ? null : query, MAX_MATCHES)}) m
				order by "rank" desc, m."bookId" limit ${limit}
			) r join "book" b on b."id" = r."bookId" order by r."rank" desc, r."bookId"`.execute(db)
		return rows.map((row) => ({ ...row, textRank: Number(row.rank) }))
	},

	async matchTypos(db, terms, limit) {
		// Terms hold only letters and digits (searchTerms), and vocabulary words only letters, so they cannot
		// break the tsquery.
		const groups = (await corrections(db, terms)).filter((words) => words.length > 0).map((w) => `(${w.join(' | ')})`)
		if (groups.length === 0) return []
		// As on SQLite (book-search-sqlite.ts): the most popular books with a correction of every word, and those
		// with a correction of all words but one (of any, for two); typoScore decides among them. Through the GIN
		// index, not the tokens: a walk over eight corrections' tokens, each probed for the other words, took
		// seconds at 1M books where common words ('the', 'they', 'then') are among the corrections.
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
