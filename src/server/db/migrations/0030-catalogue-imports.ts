import { sql, type Kysely } from 'kysely'

// Catalogue imports (src/server/catalogue): a goodbooks-10k books.csv or an Open Library dump, uploaded by an
// administrator and imported by a background job, or imported on the command line (npm run catalog:import, no
// administrator, no file kept). Progress is written as the job goes, so the admin page can poll it;
// heartbeatAt tells a second server whether the job's run is still alive. Times are ISO text, as in 0005.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('catalogueImport')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('userId', 'text', (c) => c.references('user.id').onDelete('set null'))
		.addColumn('format', 'text', (c) => c.notNull().check(sql`"format" in ('goodbooks', 'openlibrary')`))
		.addColumn('fileName', 'text', (c) => c.notNull())
		.addColumn('storageKey', 'text')
		.addColumn('size', 'bigint')
		.addColumn('status', 'text', (c) => c.notNull().check(sql`"status" in ('queued', 'running', 'done', 'failed')`))
		.addColumn('total', 'integer')
		.addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('added', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('error', 'text')
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('heartbeatAt', 'text')
		.addColumn('finishedAt', 'text')
		.execute()
	await db.schema.createIndex('catalogueImport_created').on('catalogueImport').column('createdAt').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('catalogueImport').execute()
}
