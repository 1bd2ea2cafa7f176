import type { Kysely } from 'kysely'

// Books added and corrected by hand (issue 28):
// - book.addedBy: the reader who added a book (null for books from imports and services, and once that
//   reader's account is gone); with the administrators, the one who may correct it.
// - bookEdit: every correction of a book, field by field (changes: a JSON array of { field, before, after }),
//   and whose it was ('adder' or 'admin' at the time, since a role can change later). A revert is an edit
//   too, naming the edit it undid (revertOf). A deleted account leaves its edits behind without their author.
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
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('bookEdit').execute()
	await db.schema.dropIndex('book_added_by').execute()
	await db.schema.alterTable('book').dropColumn('addedBy').execute()
}
