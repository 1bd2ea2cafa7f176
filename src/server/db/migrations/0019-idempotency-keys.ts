import type { Kysely } from 'kysely'

// Idempotency keys (src/server/idempotency, docs/decisions/0011-idempotency-keys.md): the answer to a reader's
// POST sent with an Idempotency-Key, written in the transaction of the write itself, so a retry after a lost
// answer or a crashed server gets the same answer instead of a second write. One row per reader and key;
// expiresAt (24 h on) lets lookups ignore and writes remove old rows. Times are ISO text, as in 0005.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('idempotencyKey')
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('key', 'text', (c) => c.notNull())
		.addColumn('request', 'text', (c) => c.notNull())
		.addColumn('requestHash', 'text', (c) => c.notNull())
		.addColumn('status', 'integer', (c) => c.notNull())
		.addColumn('contentType', 'text')
		.addColumn('body', 'text', (c) => c.notNull())
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('expiresAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('idempotencyKey_pk', ['userId', 'key'])
		.execute()
	await db.schema.createIndex('idempotencyKey_expiry').on('idempotencyKey').columns(['userId', 'expiresAt']).execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('idempotencyKey').execute()
}
