import { sql, type Kysely } from 'kysely'

// ActivityPub (docs/decisions/0026-federation-with-fedify.md). A reader is seen by other servers only once they
// choose to be findable (profile.findable, 0/1, off by default). Each findable reader signs with two key pairs
// made at first need: RSA for HTTP Signatures (what Mastodon and BookWyrm verify) and Ed25519 for object
// integrity proofs; the private keys never leave this table. federationKv is Fedify's key–value store (caches of
// remote keys and documents, idempotence records): the key is the JSON of Fedify's key array, the value JSON.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.alterTable('profile')
		.addColumn('findable', 'integer', (c) => c.notNull().defaultTo(0).check(sql`"findable" in (0, 1)`))
		.execute()
	await db.schema
		.createTable('actorKey')
		.addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
		.addColumn('rsaPublicJwk', 'text', (c) => c.notNull())
		.addColumn('rsaPrivateJwk', 'text', (c) => c.notNull())
		.addColumn('ed25519PublicJwk', 'text', (c) => c.notNull())
		.addColumn('ed25519PrivateJwk', 'text', (c) => c.notNull())
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema
		.createTable('federationKv')
		.addColumn('key', 'text', (c) => c.primaryKey())
		.addColumn('value', 'text', (c) => c.notNull())
		.addColumn('expiresAt', 'text')
		.execute()
	await db.schema.createIndex('federationKv_expiresAt').on('federationKv').column('expiresAt').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('federationKv').execute()
	await db.schema.dropTable('actorKey').execute()
	await db.schema.alterTable('profile').dropColumn('findable').execute()
}
