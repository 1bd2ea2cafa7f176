import { sql, type Kysely } from 'kysely'
import { foldText } from './frozen/frozen-fold-text.ts'

// Searching readers (src/server/people) and the home feed (src/server/feed).
// SQLite has no unaccent and PostgreSQL has it only as an extension, so a reader's display name is kept folded
// ('Zoë' → 'zoe', foldText) in a table of its own, written wherever the name is (sign-up, profile edits):
// Better Auth owns the user table and reads its rows whole, so a column there would leak into its answers.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('userSearch')
		.addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
		.addColumn('name', 'text', (c) => c.notNull())
		.execute()
	const users = await sql<{ id: string; name: string }>`select "id", "name" from "user"`.execute(db)
	for (let i = 0; i < users.rows.length; i += 1_000) {
		const values = users.rows.slice(i, i + 1_000).map((u) => sql`(${u.id}, ${foldText(u.name)})`)
		await sql`insert into "userSearch" ("userId", "name") values ${sql.join(values)}`.execute(db)
	}
	// The feed reads the follows' activity newest first across all of them: with many follows, walking every
	// activity by time and keeping the follows' rows finds a page sooner than gathering each follow's rows.
	await db.schema.createIndex('activity_time').on('activity').columns(['createdAt', 'id']).execute()
	// Popular with friends: each follow's entries of the last 7 days, a range per follow.
	await db.schema.createIndex('entry_user_created').on('entry').columns(['userId', 'createdAt']).execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('entry_user_created').execute()
	await db.schema.dropIndex('activity_time').execute()
	await db.schema.dropTable('userSearch').execute()
}
