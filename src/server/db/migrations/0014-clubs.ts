import { sql, type Kysely } from 'kysely'

// Book clubs (src/server/clubs): members with roles, the current book split into sections with target dates,
// discussion threads (per section or general) with posts, replies and likes, and polls for the next book.
// Same conventions as 0005 and 0007: ISO text times, YYYY-MM-DD days, 0/1 flags.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('club')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('ownerId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
		// 'pictures/<uuid>', stored and sized like a profile picture.
		.addColumn('pictureKey', 'text')
		// 'invite': the club and everything in it are seen by members alone (404 for everyone else).
		.addColumn('access', 'text', (c) => c.notNull().check(sql`"access" in ('public', 'invite')`))
		// The secret of the club's invite link; a new one revokes the old, null means no link.
		.addColumn('inviteToken', 'text', (c) => c.unique())
		// Name and description folded for search (foldText), written with them, as list.searchText (0010).
		.addColumn('searchText', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('currentBookId', 'text', (c) => c.references('book.id').onDelete('set null'))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('club_updated').on('club').columns(['updatedAt', 'id']).execute()

	await db.schema
		.createTable('clubMember')
		.addColumn('clubId', 'text', (c) => c.notNull().references('club.id').onDelete('cascade'))
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('role', 'text', (c) =>
			c.notNull().defaultTo('member').check(sql`"role" in ('owner', 'moderator', 'member')`),
		)
		// 'requested': asked to join an invite-only club; 'invited': asked by a moderator, not yet accepted.
		.addColumn('status', 'text', (c) => c.notNull().check(sql`"status" in ('member', 'requested', 'invited')`))
		.addColumn('invitedById', 'text', (c) => c.references('user.id').onDelete('set null'))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('joinedAt', 'text')
		.addPrimaryKeyConstraint('clubMember_pk', ['clubId', 'userId'])
		.execute()
	await db.schema.createIndex('clubMember_user').on('clubMember').columns(['userId', 'status']).execute()

	await db.schema
		.createTable('clubSection')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('clubId', 'text', (c) => c.notNull().references('club.id').onDelete('cascade'))
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		// 1-based; a section starts on the page after the previous section's endPage.
		.addColumn('position', 'integer', (c) => c.notNull())
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('endPage', 'integer', (c) => c.notNull().check(sql`"endPage" >= 1`))
		.addColumn('dueOn', 'text', (c) => c.notNull())
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('clubSection_book').on('clubSection').columns(['clubId', 'bookId', 'position']).execute()

	await db.schema
		.createTable('clubThread')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('clubId', 'text', (c) => c.notNull().references('club.id').onDelete('cascade'))
		// null: a general thread, open to every member; otherwise hidden from members who have not reached the section.
		.addColumn('sectionId', 'text', (c) => c.references('clubSection.id').onDelete('cascade'))
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('createdAt', 'text', (c) => c.notNull())
		// The time of the thread's newest post: threads are listed by it.
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('clubThread_club').on('clubThread').columns(['clubId', 'updatedAt']).execute()
	await db.schema.createIndex('clubThread_section').on('clubThread').column('sectionId').execute()

	await db.schema
		.createTable('clubPost')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('threadId', 'text', (c) => c.notNull().references('clubThread.id').onDelete('cascade'))
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		// One level of replies, as comments (0007): a reply's parent is a top-level post.
		.addColumn('parentId', 'text', (c) => c.references('clubPost.id').onDelete('cascade'))
		.addColumn('body', 'text', (c) => c.notNull())
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('clubPost_thread').on('clubPost').columns(['threadId', 'createdAt']).execute()
	await db.schema.createIndex('clubPost_parent').on('clubPost').column('parentId').execute()
	await db.schema.createIndex('clubPost_user').on('clubPost').column('userId').execute()

	await db.schema
		.createTable('clubPostLike')
		.addColumn('postId', 'text', (c) => c.notNull().references('clubPost.id').onDelete('cascade'))
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('clubPostLike_pk', ['postId', 'userId'])
		.execute()
	await db.schema.createIndex('clubPostLike_user').on('clubPostLike').column('userId').execute()

	await db.schema
		.createTable('clubPoll')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('clubId', 'text', (c) => c.notNull().references('club.id').onDelete('cascade'))
		.addColumn('userId', 'text', (c) => c.references('user.id').onDelete('set null'))
		.addColumn('status', 'text', (c) => c.notNull().check(sql`"status" in ('open', 'closed')`))
		.addColumn('winnerBookId', 'text', (c) => c.references('book.id').onDelete('set null'))
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addColumn('closedAt', 'text')
		.execute()
	await db.schema.createIndex('clubPoll_club').on('clubPoll').columns(['clubId', 'createdAt']).execute()

	await db.schema
		.createTable('clubPollOption')
		.addColumn('pollId', 'text', (c) => c.notNull().references('clubPoll.id').onDelete('cascade'))
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		.addColumn('position', 'integer', (c) => c.notNull())
		.addPrimaryKeyConstraint('clubPollOption_pk', ['pollId', 'bookId'])
		.execute()

	await db.schema
		.createTable('clubVote')
		.addColumn('pollId', 'text', (c) => c.notNull().references('clubPoll.id').onDelete('cascade'))
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('bookId', 'text', (c) => c.notNull())
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('clubVote_pk', ['pollId', 'userId'])
		.addForeignKeyConstraint('clubVote_option', ['pollId', 'bookId'], 'clubPollOption', ['pollId', 'bookId'], (c) =>
			c.onDelete('cascade'),
		)
		.execute()

	// Club events in members' feeds and club notifications point at the club (and the post they are about).
	await db.schema
		.alterTable('activity')
		.addColumn('clubId', 'text', (c) => c.references('club.id').onDelete('cascade'))
		.execute()
	await db.schema.createIndex('activity_club').on('activity').columns(['clubId', 'createdAt']).execute()
	await db.schema
		.alterTable('notification')
		.addColumn('clubId', 'text', (c) => c.references('club.id').onDelete('cascade'))
		.execute()
	await db.schema
		.alterTable('notification')
		.addColumn('clubPostId', 'text', (c) => c.references('clubPost.id').onDelete('cascade'))
		.execute()
	await db.schema.createIndex('notification_club').on('notification').column('clubId').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('notification_club').execute()
	await db.schema.alterTable('notification').dropColumn('clubPostId').execute()
	await db.schema.alterTable('notification').dropColumn('clubId').execute()
	await db.schema.dropIndex('activity_club').execute()
	await db.schema.alterTable('activity').dropColumn('clubId').execute()
	for (const table of [
		'clubVote',
		'clubPollOption',
		'clubPoll',
		'clubPostLike',
		'clubPost',
		'clubThread',
		'clubSection',
		'clubMember',
		'club',
	]) {
		await db.schema.dropTable(table).execute()
	}
}
