import { sql, type Kysely } from 'kysely'

// Works and editions (Open Library's model, issue 28): the `book` row stays the work every page, list, shelf and
// entry points at; `edition` holds what differs between printings (format, pages or listening length, publisher,
// language, date, cover). An ISBN or Open Library edition id names one edition, so those identifiers gain an
// editionId; a work's own identifiers (olWork, goodreads, google) keep it null.
// A read may say which edition and format it was, and its own length when the reader or an import row gave it.
const FORMAT = (column: string) => sql`${sql.ref(column)} in ('print', 'ebook', 'audiobook')`

export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('edition')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		.addColumn('format', 'text', (c) => c.notNull().check(FORMAT('format')))
		.addColumn('pageCount', 'integer', (c) => c.check(sql`"pageCount" > 0`))
		// An audiobook's length in whole minutes.
		.addColumn('audioMinutes', 'integer', (c) => c.check(sql`"audioMinutes" > 0`))
		.addColumn('publisher', 'text')
		.addColumn('language', 'text')
		.addColumn('publishedDate', 'text')
		.addColumn('coverSourceUrl', 'text')
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('edition_book').on('edition').columns(['bookId', 'createdAt']).execute()

	await db.schema
		.alterTable('bookIdentifier')
		.addColumn('editionId', 'text', (c) => c.references('edition.id').onDelete('set null'))
		.execute()
	await db.schema
		.createIndex('book_identifier_edition')
		.on('bookIdentifier')
		.column('editionId')
		.where(sql.ref('editionId'), 'is not', null)
		.execute()

	// SQLite adds one column per statement.
	const entry = () => db.schema.alterTable('entry')
	await entry()
		.addColumn('editionId', 'text', (c) => c.references('edition.id').onDelete('set null'))
		.execute()
	await entry()
		.addColumn('format', 'text', (c) => c.check(FORMAT('format')))
		.execute()
	await entry()
		.addColumn('pageCount', 'integer', (c) => c.check(sql`"pageCount" > 0`))
		.execute()
	await entry()
		.addColumn('audioMinutes', 'integer', (c) => c.check(sql`"audioMinutes" > 0`))
		.execute()
	await db.schema
		.createIndex('entry_edition')
		.on('entry')
		.column('editionId')
		.where(sql.ref('editionId'), 'is not', null)
		.execute()

	// Every book becomes a work with one printed edition made of its own fields. The edition takes its book's id
	// (a different table, so no clash) so the move is one statement per table on either database, at any size.
	await sql`insert into "edition" ("id", "bookId", "format", "pageCount", "language", "publishedDate",
		"coverSourceUrl", "createdAt", "updatedAt")
		select "id", "id", 'print', case when "pageCount" > 0 then "pageCount" end, "language", "publishedDate",
			"coverSourceUrl", "createdAt", "updatedAt"
		from "book"`.execute(db)
	await sql`update "bookIdentifier" set "editionId" = "bookId"
		where "scheme" in ('isbn10', 'isbn13', 'olEdition')`.execute(db)
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('entry_edition').execute()
	for (const column of ['audioMinutes', 'pageCount', 'format', 'editionId'])
		await db.schema.alterTable('entry').dropColumn(column).execute()
	await db.schema.dropIndex('book_identifier_edition').execute()
	await db.schema.alterTable('bookIdentifier').dropColumn('editionId').execute()
	await db.schema.dropTable('edition').execute()
}
