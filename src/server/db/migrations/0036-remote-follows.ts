import { sql, type Kysely } from 'kysely'

// Following across servers (issue 29, item 2). remoteActor: a reader on another server as we last fetched them
// (uri is their ActivityPub id; inbox and shared inbox are where deliveries go). remoteFollow: a follow between a
// local reader (userId) and a remote actor, 'following' when ours follows theirs and 'follower' when theirs follows
// ours, 'requested' until accepted as in the follow table. activityId is the Follow's id, which Accept, Reject and
// Undo name; it is unique so a Follow delivered twice is one row.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('remoteActor')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('uri', 'text', (c) => c.notNull().unique())
		.addColumn('inbox', 'text', (c) => c.notNull())
		.addColumn('sharedInbox', 'text')
		.addColumn('username', 'text', (c) => c.notNull())
		.addColumn('host', 'text', (c) => c.notNull())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('url', 'text')
		.addColumn('pictureUrl', 'text')
		.addColumn('manuallyApprovesFollowers', 'integer', (c) =>
			c.notNull().defaultTo(0).check(sql`"manuallyApprovesFollowers" in (0, 1)`),
		)
		.addColumn('fetchedAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('remoteActor_handle').on('remoteActor').columns(['host', 'username']).execute()
	await db.schema
		.createTable('remoteFollow')
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('remoteActorId', 'text', (c) => c.notNull().references('remoteActor.id').onDelete('cascade'))
		.addColumn('direction', 'text', (c) => c.notNull().check(sql`"direction" in ('following', 'follower')`))
		.addColumn('status', 'text', (c) => c.notNull().check(sql`"status" in ('requested', 'accepted')`))
		.addColumn('activityId', 'text', (c) => c.notNull().unique())
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('remoteFollow_pk', ['userId', 'remoteActorId', 'direction'])
		.execute()
	await db.schema.createIndex('remoteFollow_actor').on('remoteFollow').column('remoteActorId').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('remoteFollow').execute()
	await db.schema.dropTable('remoteActor').execute()
}
