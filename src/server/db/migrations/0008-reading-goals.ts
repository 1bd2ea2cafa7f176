import { sql, type Kysely } from 'kysely'

// Reading goals: one per reader and year, counted in books or pages, with the same three visibilities as
// entries (and the same rule, canView / visibleToViewer). Times are ISO text, as in 0005.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('readingGoal')
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('year', 'integer', (c) => c.notNull().check(sql`"year" between 1000 and 9999`))
		.addColumn('unit', 'text', (c) => c.notNull().check(sql`"unit" in ('books', 'pages')`))
		.addColumn('target', 'integer', (c) => c.notNull().check(sql`"target" between 1 and 1000000`))
		.addColumn('visibility', 'text', (c) => c.notNull().check(sql`"visibility" in ('public', 'friends', 'private')`))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('readingGoal_pk', ['userId', 'year'])
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('readingGoal').execute()
}
