import { sql, type Kysely } from 'kysely'

// activity_club (0014) held every activity row, almost all of them with no club. The home feed's follows part
// asks for `clubId is null`, and SQLite, without fresh statistics, walked that index for it: every row that is
// not a club's, two million on the generated instance, 1.3 s for a first page in place of milliseconds. Only
// club rows belong in it; a query that names clubs (clubId in …) still uses it.
export async function up(db: Kysely<unknown>) {
	await db.schema.dropIndex('activity_club').execute()
	await db.schema
		.createIndex('activity_club')
		.on('activity')
		.columns(['clubId', 'createdAt'])
		.where(sql.ref('clubId'), 'is not', null)
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('activity_club').execute()
	await db.schema.createIndex('activity_club').on('activity').columns(['clubId', 'createdAt']).execute()
}
