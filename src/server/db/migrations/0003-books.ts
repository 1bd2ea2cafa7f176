import { sql, type Kysely } from 'kysely'
import { dialectOf } from './frozen/frozen-dialect.ts'

// The catalogue: books, their authors, subjects and identifiers, and a search index per database.
// Identifiers live in their own table, unique per (scheme, value), so a book that arrives again under any
// ISBN, Open Library or Google id is the same row. Times are ISO text (docs/decisions/0002-column-types.md).
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('book')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('subtitle', 'text')
		.addColumn('description', 'text')
		// As the source gave it: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'; a year alone must not become 1 January.
		.addColumn('publishedDate', 'text')
		.addColumn('pageCount', 'integer')
		.addColumn('language', 'text')
		.addColumn('seriesName', 'text')
		.addColumn('seriesNumber', 'text')
		.addColumn('coverSourceUrl', 'text')
		// Ratings counted by the source (goodbooks' ratings_count); breaks ties between equally good matches.
		.addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.execute()

	await db.schema
		.createTable('author')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('sortName', 'text', (c) => c.notNull())
		// Case- and accent-folded name: how an author without an Open Library key is recognised again.
		.addColumn('nameKey', 'text', (c) => c.notNull())
		.addColumn('olKey', 'text', (c) => c.unique())
		.addColumn('bio', 'text')
		.addColumn('birthDate', 'text')
		.addColumn('deathDate', 'text')
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('author_name_key').on('author').column('nameKey').execute()

	await db.schema
		.createTable('bookAuthor')
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		.addColumn('authorId', 'text', (c) => c.notNull().references('author.id').onDelete('cascade'))
		.addColumn('position', 'integer', (c) => c.notNull())
		.addPrimaryKeyConstraint('book_author_pk', ['bookId', 'authorId'])
		.execute()
	await db.schema.createIndex('book_author_author').on('bookAuthor').column('authorId').execute()

	await db.schema
		.createTable('bookSubject')
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		.addColumn('subject', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('book_subject_pk', ['bookId', 'subject'])
		.execute()

	await db.schema
		.createTable('bookIdentifier')
		.addColumn('scheme', 'text', (c) => c.notNull())
		.addColumn('value', 'text', (c) => c.notNull())
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		.addPrimaryKeyConstraint('book_identifier_pk', ['scheme', 'value'])
		.execute()
	await db.schema.createIndex('book_identifier_book').on('bookIdentifier').column('bookId').execute()

	if (dialectOf(db) === 'postgres') await postgresSearch(db)
	else await sqliteSearch(db)
}

// Text is folded (lower case, no accents) in src/server/books/search-text.ts before it is stored, so both
// databases index the same words and neither needs an unaccent extension.
async function postgresSearch(db: Kysely<unknown>) {
	await sql`create extension if not exists pg_trgm`.execute(db)
	await sql`create table "bookSearch" (
		"bookId" text primary key references book(id) on delete cascade,
		"names" text not null,
		"document" tsvector not null
	)`.execute(db)
	await sql`create index book_search_document on "bookSearch" using gin ("document")`.execute(db)
	await sql`create index book_search_names_trgm on "bookSearch" using gin ("names" gin_trgm_ops)`.execute(db)
}

// FTS5 wants integer rowids and our book ids are uuids, so bookSearchRow hands each book a stable rowid
// shared by the word index and the trigram index (the typo fallback).
async function sqliteSearch(db: Kysely<unknown>) {
	await sql`create table "bookSearchRow" (
		"rowid" integer primary key,
		"bookId" text not null unique references book(id) on delete cascade
	)`.execute(db)
	await sql`create virtual table "bookSearch" using fts5(
		"title", "subtitle", "authors", "series",
		tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
	)`.execute(db)
	await sql`create virtual table "bookTrigram" using fts5("names", tokenize = 'trigram remove_diacritics 1')`.execute(
		db,
	)
}

export async function down(db: Kysely<unknown>) {
	for (const table of [
		'bookTrigram',
		'bookSearch',
		'bookSearchRow',
		'bookIdentifier',
		'bookSubject',
		'bookAuthor',
		'author',
		'book',
	]) {
		await sql`drop table if exists ${sql.id(table)}`.execute(db)
	}
}
