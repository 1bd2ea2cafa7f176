import { sql, type Kysely } from 'kysely'

// The social layer: lists and their books, likes, comments, notifications, blocks, reports, and the roles an
// instance's administrators need. Same conventions as 0005: ISO text times, 0/1 flags, the three visibilities.
const VISIBILITY = sql`"visibility" in ('public', 'friends', 'private')`

export async function up(db: Kysely<unknown>) {
	await db.schema
		.alterTable('profile')
		.addColumn('role', 'text', (c) => c.notNull().defaultTo('reader').check(sql`"role" in ('reader', 'admin')`))
		.execute()
	// A suspended reader cannot sign in or be seen; set by an administrator acting on a report.
	await db.schema.alterTable('profile').addColumn('suspendedAt', 'text').execute()

	await db.schema
		.createTable('list')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('ranked', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('visibility', 'text', (c) => c.notNull().check(VISIBILITY))
		.addColumn('maxItems', 'integer', (c) => c.notNull().defaultTo(20).check(sql`"maxItems" between 1 and 500`))
		// Set when an administrator hides the list; it then shows to its owner alone, marked as hidden.
		.addColumn('hiddenAt', 'text')
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('list_user').on('list').columns(['userId', 'updatedAt']).execute()

	await db.schema
		.createTable('listItem')
		.addColumn('listId', 'text', (c) => c.notNull().references('list.id').onDelete('cascade'))
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		// 1-based order; kept dense by the list's writes.
		.addColumn('position', 'integer', (c) => c.notNull())
		.addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('addedAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('listItem_pk', ['listId', 'bookId'])
		.execute()
	await db.schema.createIndex('listItem_position').on('listItem').columns(['listId', 'position']).execute()
	await db.schema.createIndex('listItem_book').on('listItem').column('bookId').execute()

	// Admin hiding, as for lists: the entry is then its owner's alone.
	await db.schema.alterTable('entry').addColumn('hiddenAt', 'text').execute()

	await db.schema
		.createTable('entryLike')
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('entryId', 'text', (c) => c.notNull().references('entry.id').onDelete('cascade'))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('entryLike_pk', ['entryId', 'userId'])
		.execute()
	await db.schema.createIndex('entryLike_user').on('entryLike').columns(['userId', 'createdAt']).execute()

	await db.schema
		.createTable('listLike')
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('listId', 'text', (c) => c.notNull().references('list.id').onDelete('cascade'))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('listLike_pk', ['listId', 'userId'])
		.execute()
	await db.schema.createIndex('listLike_user').on('listLike').columns(['userId', 'createdAt']).execute()

	await db.schema
		.createTable('comment')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('entryId', 'text', (c) => c.notNull().references('entry.id').onDelete('cascade'))
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		// Threads are one level deep: a reply's parent is a top-level comment.
		.addColumn('parentId', 'text', (c) => c.references('comment.id').onDelete('cascade'))
		.addColumn('body', 'text', (c) => c.notNull())
		.addColumn('hiddenAt', 'text')
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('comment_entry').on('comment').columns(['entryId', 'createdAt']).execute()
	await db.schema.createIndex('comment_user').on('comment').column('userId').execute()
	await db.schema.createIndex('comment_parent').on('comment').column('parentId').execute()

	await db.schema
		.createTable('notification')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('actorId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('entryId', 'text', (c) => c.references('entry.id').onDelete('cascade'))
		.addColumn('listId', 'text', (c) => c.references('list.id').onDelete('cascade'))
		.addColumn('commentId', 'text', (c) => c.references('comment.id').onDelete('cascade'))
		.addColumn('readAt', 'text')
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('notification_user').on('notification').columns(['userId', 'createdAt', 'id']).execute()
	await db.schema
		.createIndex('notification_unread')
		.on('notification')
		.column('userId')
		.where(sql.ref('readAt'), 'is', null)
		.execute()
	await db.schema.createIndex('notification_actor').on('notification').column('actorId').execute()

	await db.schema
		.createTable('block')
		.addColumn('blockerId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('blockedId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('block_pk', ['blockerId', 'blockedId'])
		.execute()
	await db.schema.createIndex('block_blocked').on('block').columns(['blockedId', 'blockerId']).execute()

	await db.schema
		.createTable('report')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('reporterId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		// What is reported: an entry, comment, list (by id) or a profile (by user id). No foreign key, so the
		// report outlives content its owner deletes; the admin page says when the target is gone.
		.addColumn('targetKind', 'text', (c) =>
			c.notNull().check(sql`"targetKind" in ('entry', 'comment', 'list', 'profile')`),
		)
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
	await db.schema.createIndex('report_status').on('report').columns(['status', 'createdAt']).execute()
	await db.schema.createIndex('report_reporter').on('report').column('reporterId').execute()

	// Activities about a list (created) or another reader (followed).
	await db.schema
		.alterTable('activity')
		.addColumn('listId', 'text', (c) => c.references('list.id').onDelete('cascade'))
		.execute()
	await db.schema
		.alterTable('activity')
		.addColumn('otherUserId', 'text', (c) => c.references('user.id').onDelete('cascade'))
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.alterTable('activity').dropColumn('otherUserId').execute()
	await db.schema.alterTable('activity').dropColumn('listId').execute()
	for (const table of ['report', 'block', 'notification', 'comment', 'listLike', 'entryLike', 'listItem', 'list'])
		await db.schema.dropTable(table).execute()
	await db.schema.alterTable('entry').dropColumn('hiddenAt').execute()
	await db.schema.alterTable('profile').dropColumn('suspendedAt').execute()
	await db.schema.alterTable('profile').dropColumn('role').execute()
}
