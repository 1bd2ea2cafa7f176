import { sql, type Kysely } from 'kysely'

// The reading log: entries (one per read; rereads are rows of their own), one shelf status per reader and
// book, progress updates, the activity they record, and follows (which decide who is a friend; the follow
// routes come with the social layer). Times are ISO text, days are 'YYYY-MM-DD', flags are 0/1
// (docs/decisions/0002-column-types.md). Ratings are whole half-stars, 1–10, so sums and averages are exact.
const VISIBILITY = sql`"visibility" in ('public', 'friends', 'private')`

export async function up(db: Kysely<unknown>) {
	await db.schema
		.alterTable('profile')
		// The visibility new entries, shelvings and progress get; null means public (the default).
		.addColumn('entryVisibility', 'text', (c) => c.check(sql`"entryVisibility" in ('public', 'friends', 'private')`))
		.execute()

	await db.schema
		.createTable('entry')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		.addColumn('readOn', 'text', (c) => c.notNull())
		.addColumn('startedOn', 'text')
		.addColumn('rating', 'integer', (c) => c.check(sql`"rating" between 1 and 10`))
		.addColumn('liked', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('reread', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('spoilers', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('review', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('visibility', 'text', (c) => c.notNull().check(VISIBILITY))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.execute()
	// The diary (by read day), 'Your reviews' (by last update), a book's entries, and Popular this week:
	// public entries by creation time, with the book id in the index so the count never reads the table.
	await db.schema.createIndex('entry_diary').on('entry').columns(['userId', 'readOn', 'createdAt']).execute()
	await db.schema.createIndex('entry_updated').on('entry').columns(['userId', 'updatedAt']).execute()
	await db.schema.createIndex('entry_book').on('entry').columns(['bookId', 'createdAt']).execute()
	await db.schema
		.createIndex('entry_popular')
		.on('entry')
		.columns(['createdAt', 'bookId'])
		.where(sql.ref('visibility'), '=', 'public')
		.execute()

	await db.schema
		.createTable('shelf')
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		.addColumn('status', 'text', (c) => c.notNull().check(sql`"status" in ('want', 'reading', 'read', 'dnf')`))
		.addColumn('visibility', 'text', (c) => c.notNull().check(VISIBILITY))
		// When the book got its current status (the Readlist's 'date added'); updatedAt moves on every change.
		.addColumn('addedAt', 'text', (c) => c.notNull())
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('shelf_pk', ['userId', 'bookId'])
		.execute()
	await db.schema.createIndex('shelf_status').on('shelf').columns(['userId', 'status', 'addedAt']).execute()

	await db.schema
		.createTable('progress')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		.addColumn('page', 'integer')
		.addColumn('percent', 'integer')
		.addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('visibility', 'text', (c) => c.notNull().check(VISIBILITY))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addCheckConstraint('progress_one_measure', sql`("page" is null) <> ("percent" is null)`)
		.execute()
	await db.schema.createIndex('progress_book').on('progress').columns(['userId', 'bookId', 'createdAt']).execute()

	await db.schema
		.createTable('activity')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('bookId', 'text', (c) => c.references('book.id').onDelete('cascade'))
		// Deleting an entry takes the activities about it along; the 'deleted' activity has no entry.
		.addColumn('entryId', 'text', (c) => c.references('entry.id').onDelete('cascade'))
		// Small JSON facts of the kind ('shelved': status; 'progress': page, percent, note; 'updated': fields).
		.addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
		.addColumn('visibility', 'text', (c) => c.notNull().check(VISIBILITY))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('activity_user').on('activity').columns(['userId', 'createdAt', 'id']).execute()
	await db.schema.createIndex('activity_entry').on('activity').column('entryId').execute()

	await db.schema
		.createTable('follow')
		.addColumn('followerId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('followeeId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		// A private profile approves followers: until then the follow is 'requested'.
		.addColumn('status', 'text', (c) => c.notNull().check(sql`"status" in ('accepted', 'requested')`))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('follow_pk', ['followerId', 'followeeId'])
		.execute()
	await db.schema.createIndex('follow_followee').on('follow').columns(['followeeId', 'status']).execute()
}

export async function down(db: Kysely<unknown>) {
	for (const table of ['follow', 'activity', 'progress', 'shelf', 'entry']) await db.schema.dropTable(table).execute()
	await db.schema.alterTable('profile').dropColumn('entryVisibility').execute()
}
