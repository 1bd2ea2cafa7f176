import { type Kysely, sql } from 'kysely'
import { dialectOf } from './frozen/frozen-dialect.ts'

// Books added and corrected by hand (issue 28):
// - book.addedBy: the reader who added a book (null for books from imports and services, and once that
//   reader's account is gone); with the administrators, the one who may correct it.
// - bookEdit: every correction of a book, field by field (changes: a JSON array of { field, before, after }),
//   and whose it was ('adder' or 'admin' at the time, since a role can change later). A revert is an edit
//   too, naming the edit it undid (revertOf). A deleted account leaves its edits behind without their author.
// - report.targetKind may be 'book' (wrong catalogue data). SQLite cannot change a CHECK constraint, so there the
//   table is rebuilt with its indexes (0007, 0012); PostgreSQL swaps the constraint.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.alterTable('book')
		.addColumn('addedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
		.execute()
	await db.schema.createIndex('book_added_by').on('book').column('addedBy').execute()
	await db.schema
		.createTable('bookEdit')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		.addColumn('userId', 'text', (c) => c.references('user.id').onDelete('set null'))
		.addColumn('editorRole', 'text', (c) => c.notNull())
		.addColumn('changes', 'text', (c) => c.notNull())
		.addColumn('revertOf', 'text', (c) => c.references('bookEdit.id').onDelete('set null'))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('bookEdit_book').on('bookEdit').columns(['bookId', 'createdAt']).execute()
	await db.schema.createIndex('bookEdit_user').on('bookEdit').column('userId').execute()
	// An edit is reverted at most once, even by two requests at the same moment.
	await db.schema.createIndex('bookEdit_revert_once').on('bookEdit').column('revertOf').unique().execute()
	await reportKinds(db, ['entry', 'comment', 'list', 'profile', 'book'])
}

async function reportKinds(db: Kysely<unknown>, kinds: string[]) {
	const check = sql`"targetKind" in (${sql.join(kinds.map((k) => sql.lit(k)))})`
	if (dialectOf(db) === 'postgres') {
		await sql`alter table "report" drop constraint "report_targetKind_check"`.execute(db)
		await sql`alter table "report" add constraint "report_targetKind_check" check (${check})`.execute(db)
		return
	}
	await db.schema
		.createTable('reportNew')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('reporterId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('targetKind', 'text', (c) => c.notNull().check(check))
		.addColumn('targetId', 'text', (c) => c.notNull())
		.addColumn('reason', 'text', (c) => c.notNull())
		.addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('status', 'text', (c) =>
			c.notNull().defaultTo('open').check(sql`"status" in ('open', 'resolved', 'dismissed')`),
		)
		.addColumn('resolvedById', 'text', (c) => c.references('user.id').onDelete('set null'))
		.addColumn('resolution', 'text')
		.addColumn('resolvedAt', 'text')
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.execute()
	await sql`insert into "reportNew" select "id", "reporterId", "targetKind", "targetId", "reason", "details",
		"status", "resolvedById", "resolution", "resolvedAt", "createdAt" from "report"`.execute(db)
	await db.schema.dropTable('report').execute()
	await db.schema.alterTable('reportNew').renameTo('report').execute()
	await db.schema.createIndex('report_status').on('report').columns(['status', 'createdAt']).execute()
	await db.schema.createIndex('report_reporter').on('report').column('reporterId').execute()
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
	await db
		.deleteFrom('report' as never)
		.where('targetKind' as never, '=', 'book' as never)
		.execute()
	await reportKinds(db, ['entry', 'comment', 'list', 'profile'])
	await db.schema.dropTable('bookEdit').execute()
	await db.schema.dropIndex('book_added_by').execute()
	await db.schema.alterTable('book').dropColumn('addedBy').execute()
}
