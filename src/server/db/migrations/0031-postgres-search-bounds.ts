import { sql, type Kysely } from 'kysely'
import { dialectOf } from './frozen/frozen-dialect.ts'

// Search cost bounded at a million books on PostgreSQL as 0006 bounded it on SQLite (docs/performance.md):
// - bookSearch keeps each book's popularity with an index on it, so a query matching half the catalogue walks
//   the most popular books and ranks only the first matches (book-search-postgres.ts);
// - bookTrigram holds the vocabulary (each distinct word once) with a trigram index, so the typo pass corrects
//   words against tens of thousands of words instead of a trigram scan of every book's names, which goes.
// SQLite has both since 0006.
export async function up(db: Kysely<unknown>) {
	if (dialectOf(db) !== 'postgres') return
	await sql`alter table "bookSearch" add column "popularity" integer not null default 0`.execute(db)
	await sql`update "bookSearch" s set "popularity" = b."popularity" from "book" b
		where b."id" = s."bookId" and b."popularity" <> 0`.execute(db)
	await sql`create index book_search_popularity on "bookSearch" ("popularity")`.execute(db)
	await sql`alter table "bookSearch" drop column "names"`.execute(db)

	await sql`create table "bookTrigram" ("word" text primary key)`.execute(db)
	// The words as vocabularyWords (search-text.ts) keeps them: letters only, three to forty of them.
	await sql`insert into "bookTrigram" ("word") select distinct w.lexeme from "bookSearch", unnest("document") w
		where w.lexeme ~ '^[[:alpha:]]{3,40}$'`.execute(db)
	// GiST, not GIN: it orders by distance (word <-> term), so the closest words come without a threshold setting.
	await sql`create index book_trigram_word on "bookTrigram" using gist ("word" gist_trgm_ops)`.execute(db)
	await sql`analyze "bookSearch"`.execute(db)
	await sql`analyze "bookTrigram"`.execute(db)
}

export async function down(db: Kysely<unknown>) {
	if (dialectOf(db) !== 'postgres') return
	throw new Error('0031-postgres-search-bounds cannot be undone: rebuild the search index with 0003 instead')
}
