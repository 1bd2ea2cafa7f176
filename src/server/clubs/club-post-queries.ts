import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { threadedPostColumns } from '../threads/threaded-post-queries.ts'
import { readerShown } from '../visibility/visibility-sql.ts'

function selectPosts(db: Database, viewerId: string) {
	return db
		.selectFrom('clubPost')
		.innerJoin('user', 'user.id', 'clubPost.userId')
		.select((eb) => [
			...threadedPostColumns('clubPost'),
			'clubPost.threadId',
			eb
				.selectFrom('clubPostLike')
				.select((l) => l.fn.countAll().as('n'))
				.whereRef('clubPostLike.postId', '=', 'clubPost.id')
				.as('likeCount'),
			eb
				.exists(
					eb
						.selectFrom('clubPostLike')
						.select('clubPostLike.postId')
						.whereRef('clubPostLike.postId', '=', 'clubPost.id')
						.where('clubPostLike.userId', '=', viewerId),
				)
				.as('liked'),
		])
		.where(readerShown(viewerId, sql.ref('clubPost.userId')))
}

/** A post with its author and likes, if the viewer is shown its author. */
export function findPost(db: Database, id: string, viewerId: string) {
	return selectPosts(db, viewerId).where('clubPost.id', '=', id).executeTakeFirst()
}
export type ClubPostRow = NonNullable<Awaited<ReturnType<typeof findPost>>>

/** The thread's posts the viewer is shown, oldest first (the index (threadId, createdAt) serves it). */
export function findThreadPosts(db: Database, threadId: string, viewerId: string) {
	return selectPosts(db, viewerId)
		.where('clubPost.threadId', '=', threadId)
		.orderBy('clubPost.createdAt')
		.orderBy('clubPost.id')
		.execute()
}

/** The thread's first post: its oldest top-level one, written with the thread. */
export async function findOpeningPostId(db: Database, threadId: string) {
	const row = await db
		.selectFrom('clubPost')
		.select('id')
		.where('threadId', '=', threadId)
		.where('parentId', 'is', null)
		.orderBy('createdAt')
		.orderBy('id')
		.limit(1)
		.executeTakeFirst()
	return row?.id ?? null
}

/** Where a post is: its thread and club, for routes that name the post alone. */
export function findPostPlace(db: Database, postId: string) {
	return db
		.selectFrom('clubPost')
		.innerJoin('clubThread', 'clubThread.id', 'clubPost.threadId')
		.select(['clubPost.id', 'clubPost.threadId', 'clubThread.clubId'])
		.where('clubPost.id', '=', postId)
		.executeTakeFirst()
}

export async function insertPost(
	db: Database,
	post: { id: string; threadId: string; userId: string; parentId: string | null; body: string; at: string },
) {
	const { at, ...row } = post
	await db
		.insertInto('clubPost')
		.values({ ...row, createdAt: at, updatedAt: at })
		.execute()
}

export async function insertPostLike(db: Database, postId: string, userId: string, at: string) {
	await db
		.insertInto('clubPostLike')
		.values({ postId, userId, createdAt: at })
		.onConflict((oc) => oc.columns(['postId', 'userId']).doNothing())
		.execute()
}

export async function deletePostLike(db: Database, postId: string, userId: string) {
	await db.deleteFrom('clubPostLike').where('postId', '=', postId).where('userId', '=', userId).execute()
}

/** The post's like count and whether the viewer is among them. */
export async function postLikes(db: Database, postId: string, viewerId: string) {
	const row = await db
		.selectFrom('clubPostLike')
		.select((eb) => [
			eb.fn.countAll().as('likes'),
			sql<number>`sum(case when ${sql.ref('userId')} = ${viewerId} then 1 else 0 end)`.as('mine'),
		])
		.where('postId', '=', postId)
		.executeTakeFirstOrThrow()
	return { likeCount: Number(row.likes), likedByViewer: Number(row.mine) > 0 }
}
