import { sql } from 'kysely'
import type { SearchIndex } from './book-search.ts'

// bm25 weights per column (title, subtitle, authors, series): a word in the title counts most.
const BM25 = sql`bm25("bookSearch", 10.0, 2.0, 5.0, 4.0)`

// Every trigram is one more index list to merge; a long misspelt title is recognised by its first few dozen.
const MAX_TRIGRAMS = 24

/** Trigrams of each term of three letters or more, quoted for FTS5: 'hary' → "har" OR "ary". */
function trigramQuery(terms: string[]) {
	const grams = new Set<string>()
	for (const term of terms) for (let i = 0; i + 3 <= term.length; i++) grams.add(term.slice(i, i + 3))
	return [...grams].slice(0, MAX_TRIGRAMS).map((g) => `"${g}"`).join(' OR ')
}

/** SQLite: FTS5 with unicode61 (diacritics removed) for words, and an FTS5 trigram table for typos. */
export const sqliteSearchIndex: SearchIndex = {
	async write(db, doc) {
		// A new book gets its rowid here and has nothing to delete: a bulk import skips two statements a book.
		const inserted = await sql<{ rowid: number }>`insert into "bookSearchRow" ("bookId") values (${doc.bookId})
			on conflict ("bookId") do nothing returning "rowid"`.execute(db)
		let rowid = inserted.rows[0]?.rowid
		if (rowid === undefined) {
			const { rows } = await sql<{ rowid: number }>`select "rowid" from "bookSearchRow" where "bookId" = ${doc.bookId}`.execute(db)
			rowid = rows[0]!.rowid
			await sql`delete from "bookSearch" where rowid = ${rowid}`.execute(db)
			await sql`delete from "bookTrigram" where rowid = ${rowid}`.execute(db)
		}
		await sql`insert into "bookSearch" (rowid, "title", "subtitle", "authors", "series")
			values (${rowid}, ${doc.title}, ${doc.subtitle}, ${doc.authors}, ${doc.series})`.execute(db)
		await sql`insert into "bookTrigram" (rowid, "names") values (${rowid}, ${`${doc.title} ${doc.authors}`})`.execute(db)
	},

	async matchWords(db, terms, limit) {
		// Terms hold only letters and digits (searchTerms), so quoting them cannot break the expression.
		const match = terms.map((t) => `"${t}"*`).join(' AND ')
		const { rows } = await sql<{ bookId: string; rank: number }>`select r."bookId", ${BM25} as "rank"
			from "bookSearch" join "bookSearchRow" r on r.rowid = "bookSearch".rowid
			where "bookSearch" match ${match} order by ${BM25} limit ${limit}`.execute(db)
		return rows.map((row) => ({ bookId: row.bookId, textRank: -row.rank }))
	},

	async matchTrigrams(db, terms, limit) {
		const match = trigramQuery(terms)
		if (match === '') return []
		const { rows } = await sql<{ bookId: string }>`select r."bookId"
			from "bookTrigram" join "bookSearchRow" r on r.rowid = "bookTrigram".rowid
			where "bookTrigram" match ${match} order by bm25("bookTrigram") limit ${limit}`.execute(db)
		return rows.map((row) => row.bookId)
	},
}
