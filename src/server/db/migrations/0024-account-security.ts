import type { Kysely } from 'kysely'

// Account security (docs/decisions/0019-sign-in-limits.md). Times are ISO text, as in 0005.
// signInDevice: browsers a reader has signed in from (src/server/auth/sign-in-device.ts), a long-lived random
// cookie kept here only as its SHA-256; a correct password from one is never refused for others' failures.
// emailChange: an e-mail change asked for, and the undo link mailed to the old address (SHA-256 of its token),
// good for 7 days; the confirmation link for the new address works only while its row is there.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('signInDevice')
		.addColumn('tokenHash', 'text', (c) => c.notNull())
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('lastUsedAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('signInDevice_pk', ['userId', 'tokenHash'])
		.execute()
	await db.schema
		.createTable('emailChange')
		.addColumn('undoTokenHash', 'text', (c) => c.primaryKey())
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('oldEmail', 'text', (c) => c.notNull())
		.addColumn('newEmail', 'text', (c) => c.notNull())
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('expiresAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('emailChange_user').on('emailChange').column('userId').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('emailChange').execute()
	await db.schema.dropTable('signInDevice').execute()
}
