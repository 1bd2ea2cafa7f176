import { sql, type Kysely } from 'kysely'
import { dialectOf } from './frozen/frozen-dialect.ts'

// Imports that finish (issue 28, item 6):
// - four more sources (LibraryThing, Calibre, Openreads, BookWyrm) in import.source;
// - the status 'creating', while a bulk action creates catalogue books from many rows in the background, with its
//   progress (bulkRows: which rows, 'unmatched' or 'flagged'; bulkTotal and bulkDone);
// - importRow.flag: why an identifier match needs the reader's look (its title and author both disagree).
// SQLite cannot change a CHECK constraint, so its import table is rebuilt (SQLite's documented twelve steps):
// foreign keys are off meanwhile, so dropping the old table does not cascade to importRow, whose reference then
// names the new table. Migrations on SQLite run outside a transaction (Kysely), where the pragma takes effect.
const SOURCES = sql`"source" in ('goodreads', 'storygraph', 'openlibrary', 'librarything', 'calibre', 'openreads', 'bookwyrm')`
const STATUSES = sql`"status" in ('matching', 'review', 'creating', 'queued', 'running', 'done', 'cancelled')`

export async function up(db: Kysely<unknown>) {
	if (dialectOf(db) === 'postgres') {
		await sql`alter table "import" drop constraint "import_source_check"`.execute(db)
		await sql`alter table "import" drop constraint "import_status_check"`.execute(db)
		await sql`alter table "import" add constraint "import_source_check" check (${SOURCES})`.execute(db)
		await sql`alter table "import" add constraint "import_status_check" check (${STATUSES})`.execute(db)
		await db.schema.alterTable('import').addColumn('bulkRows', 'text').execute()
		await db.schema
			.alterTable('import')
			.addColumn('bulkTotal', 'integer', (c) => c.notNull().defaultTo(0))
			.execute()
		await db.schema
			.alterTable('import')
			.addColumn('bulkDone', 'integer', (c) => c.notNull().defaultTo(0))
			.execute()
	} else {
		await sql`pragma foreign_keys = off`.execute(db)
		await db.schema
			.createTable('import_new')
			.addColumn('id', 'text', (c) => c.primaryKey())
			.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
			.addColumn('source', 'text', (c) => c.notNull().check(SOURCES))
			.addColumn('fileName', 'text', (c) => c.notNull())
			.addColumn('status', 'text', (c) => c.notNull().check(STATUSES))
			.addColumn('rowCount', 'integer', (c) => c.notNull())
			.addColumn('createdAt', 'text', (c) => c.notNull())
			.addColumn('updatedAt', 'text', (c) => c.notNull())
			.addColumn('finishedAt', 'text')
			.addColumn('bulkRows', 'text')
			.addColumn('bulkTotal', 'integer', (c) => c.notNull().defaultTo(0))
			.addColumn('bulkDone', 'integer', (c) => c.notNull().defaultTo(0))
			.execute()
		await sql`insert into "import_new" ("id", "userId", "source", "fileName", "status", "rowCount", "createdAt", "updatedAt", "finishedAt")
			select "id", "userId", "source", "fileName", "status", "rowCount", "createdAt", "updatedAt", "finishedAt" from "import"`.execute(
			db,
		)
		await db.schema.dropTable('import').execute()
		await db.schema.alterTable('import_new').renameTo('import').execute()
		await db.schema.createIndex('import_user').on('import').columns(['userId', 'createdAt']).execute()
		const broken = await sql`pragma foreign_key_check`.execute(db)
		await sql`pragma foreign_keys = on`.execute(db)
		if (broken.rows.length > 0) throw new Error('0029: the rebuilt import table left rows without their import')
	}
	await db.schema.alterTable('importRow').addColumn('flag', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.alterTable('importRow').dropColumn('flag').execute()
}
