import { sql, type Kysely } from 'kysely'
import { dialectOf } from './frozen/frozen-dialect.ts'
import { addVocabulary, TIER_SPAN, vocabularyWords } from './frozen/frozen-search-vocabulary.ts'

// Search cost bounded at a million books on SQLite (docs/performance.md):
// - bookSearch rowids become popularity tier × 2^44 + place in the tier, so a query matching half the
//   catalogue ranks only its most popular matches (book-search-sqlite.ts, popularityTier);
// - bookTrigram holds the vocabulary (each distinct word once) instead of every book's names, so the typo
//   pass corrects words against tens of thousands of words, not a trigram scan of every title.
// PostgreSQL keeps its tsvector and pg_trgm indexes unchanged.
export async function up(db: Kysely<unknown>) {
	if (dialectOf(db) === 'postgres') return
	await sql`create table "bookSearchRowNext" (
		"rowid" integer primary key,
		"bookId" text not null unique references book(id) on delete cascade
	)`.execute(db)
	// The tier as popularityTier computes it: floor(log2(1 + popularity) × 8).
	await sql`insert into "bookSearchRowNext" ("rowid", "bookId")
		select "tier" * ${sql.lit(TIER_SPAN)} + row_number() over (partition by "tier" order by "oldRowid") - 1, "bookId"
		from (select r.rowid as "oldRowid", r."bookId", cast(log2(1 + max(b."popularity", 0)) * 8 as integer) as "tier"
			from "bookSearchRow" r join "book" b on b."id" = r."bookId")`.execute(db)
	await sql`create virtual table "bookSearchNext" using fts5(
		"title", "subtitle", "authors", "series",
		tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
	)`.execute(db)
	await sql`insert into "bookSearchNext" (rowid, "title", "subtitle", "authors", "series")
		select n.rowid, s."title", s."subtitle", s."authors", s."series"
		from "bookSearch" s join "bookSearchRow" r on r.rowid = s.rowid join "bookSearchRowNext" n on n."bookId" = r."bookId"
		order by n.rowid`.execute(db)
	for (const table of ['bookTrigram', 'bookSearch', 'bookSearchRow']) await sql`drop table ${sql.id(table)}`.execute(db)
	await sql`alter table "bookSearchNext" rename to "bookSearch"`.execute(db)
	await sql`alter table "bookSearchRowNext" rename to "bookSearchRow"`.execute(db)

	await sql`create virtual table "bookTrigram" using fts5("word", tokenize = 'trigram')`.execute(db)
	// Every word the index holds, read from FTS5's own term list a page at a time.
	await sql`create virtual table temp."bookSearchTerms" using fts5vocab(main, "bookSearch", 'row')`.execute(db)
	for (let after = ''; ; ) {
		const { rows } = await sql<{
			term: string
		}>`select "term" from temp."bookSearchTerms" where "term" > ${after} order by "term" limit 5000`.execute(db)
		if (rows.length === 0) break
		await addVocabulary(db, vocabularyWords(rows.map((row) => row.term).join(' ')))
		after = rows.at(-1)!.term
	}
	await sql`drop table temp."bookSearchTerms"`.execute(db)
}

export async function down(db: Kysely<unknown>) {
	if (dialectOf(db) === 'postgres') return
	throw new Error('0006-search-speed cannot be undone: rebuild the search index with 0003 instead')
}
