import { sql, type Kysely } from 'kysely'

// Imports from Goodreads, StoryGraph and Open Library (src/server/imports): an import, each row of its file
// with the book it matched and the reader's decision, and what applying the row did. A row's outcome is
// written in the same transaction as its entries and shelf, which is what makes a resumed job skip it.
// readerTag keeps the reader's own shelf names (Goodreads Bookshelves, StoryGraph tags and moods), which
// Dogear has no other place for, so the Goodreads export can give them back. Times are ISO text, as in 0005.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('import')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('source', 'text', (c) => c.notNull().check(sql`"source" in ('goodreads', 'storygraph', 'openlibrary')`))
		.addColumn('fileName', 'text', (c) => c.notNull())
		.addColumn('status', 'text', (c) =>
			c.notNull().check(sql`"status" in ('matching', 'review', 'queued', 'running', 'done', 'cancelled')`),
		)
		.addColumn('rowCount', 'integer', (c) => c.notNull())
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.addColumn('finishedAt', 'text')
		.execute()
	await db.schema.createIndex('import_user').on('import').columns(['userId', 'createdAt']).execute()

	await db.schema
		.createTable('importRow')
		.addColumn('importId', 'text', (c) => c.notNull().references('import.id').onDelete('cascade'))
		.addColumn('position', 'integer', (c) => c.notNull())
		// The parsed row (ImportRecord in src/shared/schemas/imports.ts) as JSON text.
		.addColumn('record', 'text', (c) => c.notNull())
		.addColumn('bookId', 'text', (c) => c.references('book.id').onDelete('set null'))
		// null until the matching job has looked at the row.
		.addColumn('method', 'text', (c) =>
			c.check(sql`"method" in ('isbn', 'identifier', 'title_author', 'service', 'chosen', 'created', 'none')`),
		)
		.addColumn('confidence', 'real', (c) => c.notNull().defaultTo(0))
		.addColumn('skip', 'integer', (c) => c.notNull().defaultTo(0))
		// null until the import job has applied the row.
		.addColumn('outcome', 'text', (c) => c.check(sql`"outcome" in ('imported', 'skipped', 'failed')`))
		.addColumn('reason', 'text')
		.addPrimaryKeyConstraint('importRow_pk', ['importId', 'position'])
		.execute()
	await db.schema
		.createIndex('importRow_outcome')
		.on('importRow')
		.columns(['importId', 'outcome', 'position'])
		.execute()

	await db.schema
		.createTable('readerTag')
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		.addColumn('tag', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('readerTag_pk', ['userId', 'bookId', 'tag'])
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('readerTag').execute()
	await db.schema.dropTable('importRow').execute()
	await db.schema.dropTable('import').execute()
}
