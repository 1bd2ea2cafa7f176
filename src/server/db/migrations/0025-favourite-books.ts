import { sql, type Kysely } from 'kysely'

// A reader's favourite books, shown first on their profile: at most four, in the reader's order (position
// 0–3), each book once. Saved whole (delete then insert in one transaction), so the keys never clash midway.
// A book leaving the catalogue leaves the favourites with it.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('favouriteBook')
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('position', 'integer', (c) => c.notNull().check(sql`"position" between 0 and 3`))
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('favouriteBook_pk', ['userId', 'position'])
		.addUniqueConstraint('favouriteBook_book', ['userId', 'bookId'])
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('favouriteBook').execute()
}
