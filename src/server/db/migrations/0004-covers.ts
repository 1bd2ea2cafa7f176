import type { Kysely } from 'kysely'

// What the server knows about each book's cover at its source: where the fetched copy is stored, or why the
// last fetch failed and when to try again (so a dead link is not fetched on every page view). A book
// without a row has not been asked for yet. Times are ISO text (docs/decisions/0002-column-types.md).
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('bookCover')
		.addColumn('bookId', 'text', (c) => c.primaryKey().references('book.id').onDelete('cascade'))
		// The coverSourceUrl this row is about; when the book's changes, the row is out of date.
		.addColumn('sourceUrl', 'text', (c) => c.notNull())
		// 'covers/<bookId>/<hash of sourceUrl>': sizes are stored under it plus '-original.webp', '-300.webp', …
		.addColumn('storageKey', 'text')
		.addColumn('failure', 'text')
		.addColumn('retryAt', 'text')
		.addColumn('fetchedAt', 'text', (c) => c.notNull())
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('bookCover').execute()
}
