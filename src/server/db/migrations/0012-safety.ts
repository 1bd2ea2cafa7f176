import { sql, type Kysely } from 'kysely'

// Reports (src/server/reports, src/server/admin):
// - a reader has at most one open report per target: a second report of the same thing answers the first,
//   and the unique index keeps two requests sent at once from both writing one;
// - the administrators' page counts the open reports on each target and closes them together.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createIndex('report_open_once')
		.on('report')
		.columns(['reporterId', 'targetKind', 'targetId'])
		.unique()
		.where(sql.ref('status'), '=', 'open')
		.execute()
	await db.schema.createIndex('report_target').on('report').columns(['targetKind', 'targetId', 'status']).execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('report_target').execute()
	await db.schema.dropIndex('report_open_once').execute()
}
