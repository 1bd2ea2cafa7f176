import { sql, type Kysely } from 'kysely'

// Personal access tokens for the public API (src/server/api, docs/decisions/0009-public-api.md). Only the SHA-256
// of the secret is stored: the secret itself is shown once, when the token is made. The unique index is how a
// request's token is found. Revoking deletes the row. Times are ISO text, as in 0005.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('accessToken')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('scope', 'text', (c) => c.notNull().check(sql`"scope" in ('read', 'read-write')`))
		.addColumn('tokenHash', 'text', (c) => c.notNull().unique())
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('lastUsedAt', 'text')
		.execute()
	await db.schema.createIndex('accessToken_user').on('accessToken').columns(['userId', 'createdAt']).execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('accessToken').execute()
}
