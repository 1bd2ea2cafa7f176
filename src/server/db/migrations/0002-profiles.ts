import { sql, type Kysely } from 'kysely'

// What a reader tells about themselves beyond Better Auth's user row (name, username, image stay there):
// one row per reader, created at their first edit; a reader without one has an empty public profile.
// ISO text and plain text only, the same on both databases (docs/decisions/0002-column-types.md).
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('profile')
		.addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
		.addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('visibility', 'text', (c) =>
			c.notNull().defaultTo('public').check(sql`"visibility" in ('public', 'private')`),
		)
		// The storage key shared by the picture's sizes ('pictures/<uuid>'); null when there is none.
		.addColumn('pictureKey', 'text')
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('profile').execute()
}
