import type { Kysely } from 'kysely'

// Instance blocks (docs/decisions/0028-federation-safety.md): a host an administrator has blocked. Nothing it
// posts to our inboxes is accepted (403), nothing is fetched from it and nothing is delivered to it. The host is
// stored as URL.host gives it (lower case, with a port only when not the scheme's default).
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('instanceBlock')
		.addColumn('host', 'text', (c) => c.primaryKey())
		.addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('instanceBlock').execute()
}
