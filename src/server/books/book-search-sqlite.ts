import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import {
	CORRECTIONS_PER_TERM,
	MAX_MATCHES,
	WORD_SIMILARITY,
	type SearchDocument,
	type SearchIndex,
} from './search-index.ts'
import { vocabularyWords, wordSimilarity } from './search-text.ts'

// bm25 weights per column (title, subtitle, authors, series): a word in the title counts most.
const BM25 = sql`bm25("bookSearch", 10.0, 2.0, 5.0, 4.0)`

// A book's rowid is its popularity tier × 2^44 plus its place within the tier (migration 0006), so FTS5
// walking rowids downwards meets the most read books first and MAX_MATCHES bounds a query that matches half
// the catalogue: 'the' ranked every match, 533 ms at 1M books. Eight tiers per doubling of popularity;
// 2^44 keeps rowids under 2^53, exact as JavaScript numbers.
const TIER_SPAN = 2 ** 44
export const popularityTier = (popularity: number) => Math.floor(Math.log2(1 + Math.max(0, popularity)) * 8)
// better-sqlite3 binds every JavaScript number as a REAL: the product is made an integer in SQL.
const tierStart = (tier: number) => sql`(cast(${tier} as integer) * ${sql.lit(TIER_SPAN)})`
// The vocabulary (bookTrigram) instead of a trigram pass over every book's names: that took 586 ms at p95 at
// 1M books. The closest words are among the FTS5 trigram matches with the best rank.
const WORD_CANDIDATES = 200
const MAX_TRIGRAMS = 24

/**
 * A word's rowid in the vocabulary, a 53-bit hash (cyrb53, public domain), so adding a word already held is
 * one rowid look-up. Not SHA-1: at 15 µs a word it doubled the index's share of a bulk import.
 */
export function wordKey(word: string) {
	let h1 = 0xdeadbeef
	let h2 = 0x41c6ce57
	for (let i = 0; i < word.length; i++) {
		const c = word.charCodeAt(i)
		h1 = Math.imul(h1 ^ c, 2654435761)
		h2 = Math.imul(h2 ^ c, 1597334677)
	}
	h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
	h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
	return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/** Up to limit books matching an FTS5 expression, best bm25 first among the MAX_MATCHES most popular. */
async function rankedMatches(db: Kysely<DB>, match: string, limit: number) {
	const { rows } = await sql<{
		bookId: string
		rank: number
		title: string
		popularity: number
	}>`select r."bookId", m."rank", b."title", b."popularity"
		from (select rowid, ${BM25} as "rank" from "bookSearch" where "bookSearch" match ${match}
			order by rowid desc limit ${MAX_MATCHES}) m
		join "bookSearchRow" r on r.rowid = m.rowid join "book" b on b."id" = r."bookId"
		order by m."rank" limit ${limit}`.execute(db)
	return rows
}

/** Up to limit books matching an FTS5 expression, the most popular first. */
async function popularMatches(db: Kysely<DB>, match: string, limit: number) {
	const { rows } = await sql<{ bookId: string }>`select r."bookId"
		from (select rowid from "bookSearch" where "bookSearch" match ${match} order by rowid desc limit ${limit}) m
		join "bookSearchRow" r on r.rowid = m.rowid order by m.rowid desc`.execute(db)
	return rows.map((row) => row.bookId)
}

/** The vocabulary words most like a term, closest first. */
async function corrections(db: Kysely<DB>, term: string) {
	const padded = ` ${term} `
	const grams = new Set<string>()
	for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3))
	if (term.length < 3) return []
	const match = [...grams]
		.slice(0, MAX_TRIGRAMS)
		.map((g) => `"${g}"`)
		.join(' OR ')
	const { rows } = await sql<{ word: string }>`select "word" from "bookTrigram" where "bookTrigram" match ${match}
		order by rank limit ${WORD_CANDIDATES}`.execute(db)
	return rows
		.map((row) => row.word.trim())
		.map((word) => ({ word, similarity: wordSimilarity(term, word) }))
		.filter((w) => w.similarity >= WORD_SIMILARITY)
		.sort((a, b) => b.similarity - a.similarity)
		.slice(0, CORRECTIONS_PER_TERM)
		.map((w) => w.word)
}

/** Writes one book's entry: its rowid in its popularity tier, its words, and new vocabulary. */
async function writeOne(db: Kysely<DB>, doc: SearchDocument) {
	const tier = popularityTier(doc.popularity)
	// A new book takes the next rowid of its tier in one statement (a bulk import writes only new books).
	const claim = () =>
		sql<{ rowid: number }>`insert into "bookSearchRow" ("rowid", "bookId")
		select coalesce(max(rowid) + 1, ${tierStart(tier)}), ${doc.bookId} from "bookSearchRow"
		where rowid >= ${tierStart(tier)} and rowid < ${tierStart(tier + 1)}
		on conflict ("bookId") do nothing returning "rowid"`.execute(db)
	let rowid = (await claim()).rows[0]?.rowid
	if (rowid === undefined) {
		// An indexed book keeps its rowid unless its popularity moved it to another tier.
		const { rows } = await sql<{
			rowid: number
		}>`select "rowid" from "bookSearchRow" where "bookId" = ${doc.bookId}`.execute(db)
		rowid = rows[0]!.rowid
		await sql`delete from "bookSearch" where rowid = ${rowid}`.execute(db)
		if (Math.floor(rowid / TIER_SPAN) !== tier) {
			await sql`delete from "bookSearchRow" where rowid = ${rowid}`.execute(db)
			rowid = (await claim()).rows[0]!.rowid
		}
	}
	await sql`insert into "bookSearch" (rowid, "title", "subtitle", "authors", "series")
		values (${rowid}, ${doc.title}, ${doc.subtitle}, ${doc.authors}, ${doc.series})`.execute(db)
	await addVocabulary(db, vocabularyWords(`${doc.title} ${doc.subtitle} ${doc.authors} ${doc.series}`))
}

/**
 * SQLite: FTS5 with unicode61 (diacritics removed) for words, its rowids in popularity order, and an FTS5
 * trigram table over the vocabulary for typos.
 */
export const sqliteSearchIndex: SearchIndex = {
	async write(db, docs) {
		// In-process statements cost microseconds: one book at a time keeps each rowid claim simple.
		for (const doc of docs) await writeOne(db, doc)
	},

	async matchWords(db, terms, limit) {
		// Terms hold only letters and digits (searchTerms), so quoting them cannot break the expression.
		const rows = await rankedMatches(db, terms.map((t) => (t.length > 1 ? `"${t}"*` : `"${t}"`)).join(' AND '), limit)
		return rows.map((row) => ({ ...row, textRank: -row.rank }))
	},

	async matchTypos(db, terms, limit) {
		const groups: string[] = []
		for (const term of terms) {
			const words = await corrections(db, term)
			if (words.length > 0) groups.push(`(${words.map((w) => `"${w}"`).join(' OR ')})`)
		}
		if (groups.length === 0) return []
		// Books with a correction of every word, and the best known with a correction of all words but one (of
		// any, for two): 'teh hobit' at 1M books has hundreds of 'Ted Hobb's holding both, and The Hobbit only
		// 'hobbit'; 'rings' is not among the closest words to 'rigns'. typoScore decides among them. Not bm25:
		// it favours the rarest correction, not the closest.
		const half = Math.ceil(limit / 2)
		const every = await popularMatches(db, groups.join(' AND '), half)
		const allButOne =
			groups.length > 2 ? groups.map((_, skip) => `(${groups.filter((_, i) => i !== skip).join(' AND ')})`) : groups
		const most = groups.length > 1 ? await popularMatches(db, allButOne.join(' OR '), half) : []
		return [...new Set([...every, ...most])]
	},
}

/**
 * Adds the words the vocabulary lacks; a word is never removed (a stale one only costs a wasted correction).
 * Words are stored between spaces so their first and last letters make trigrams too: 'rigns' shares no inner
 * trigram with 'rings', but ' ri' and 'ns ' yes.
 */
async function addVocabulary(db: Kysely<DB>, words: string[]) {
	if (words.length === 0) return
	const keyed = JSON.stringify(words.map((word) => [wordKey(word), ` ${word} `]))
	await sql`insert into "bookTrigram" (rowid, "word") select j.value ->> 0, j.value ->> 1 from json_each(${keyed}) j
		where not exists (select 1 from "bookTrigram" t where t.rowid = j.value ->> 0)`.execute(db)
}
