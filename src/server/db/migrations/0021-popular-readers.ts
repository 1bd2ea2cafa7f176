import { sql, type Kysely } from 'kysely'

// Popular this week leaves out the entries of suspended readers, who disappear everywhere else. The index the
// count walks (0005) now carries the reader, so the check reads no table rows: it stays an index-only scan.
export async function up(db: Kysely<unknown>) {
	await db.schema.dropIndex('entry_popular').execute()
	await db.schema
		.createIndex('entry_popular')
		.on('entry')
		.columns(['createdAt', 'bookId', 'userId'])
		.where(sql.ref('visibility'), '=', 'public')
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('entry_popular').execute()
	await db.schema
		.createIndex('entry_popular')
		.on('entry')
		.columns(['createdAt', 'bookId'])
		.where(sql.ref('visibility'), '=', 'public')
		.execute()
}
