import type { Kysely } from 'kysely'

// Failed cover fetches in a row, so each retry waits twice as long as the last (a day, two, four, … a month):
// a dead link or a book Open Library has no cover for costs a request a month, not one a day, while a service
// that was down a day gets its new try the next day.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.alterTable('bookCover')
		.addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.alterTable('bookCover').dropColumn('attempts').execute()
}
