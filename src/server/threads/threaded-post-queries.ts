import type { Database } from '../db/schema.ts'

/** The tables of posts that stand in threads with one level of replies: a club's discussion, an entry's comments. */
export type ThreadedPostTable = 'clubPost' | 'comment'

/**
 * The columns both kinds share, the post's and its author's, for a query from `table` joined to `user` (each
 * kind adds its own: the thread or entry, likes, moderation).
 */
export function threadedPostColumns<T extends ThreadedPostTable>(table: T) {
	return [
		`${table}.id`,
		`${table}.userId`,
		`${table}.parentId`,
		`${table}.body`,
		`${table}.createdAt`,
		`${table}.updatedAt`,
		'user.username',
		'user.name',
		'user.image',
	] as const
}

/** Whether the post was still there to change. */
export async function updateThreadedPostBody(
	db: Database,
	table: ThreadedPostTable,
	id: string,
	body: string,
	at: string,
) {
	const result = await db.updateTable(table).set({ body, updatedAt: at }).where('id', '=', id).executeTakeFirst()
	return result.numUpdatedRows > 0n
}

/** Deletes a post and its replies (what hangs on them goes by cascade); whether it was there. */
export async function deleteThreadedPostAndReplies(db: Database, table: ThreadedPostTable, id: string) {
	await db.deleteFrom(table).where('parentId', '=', id).execute()
	const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst()
	return result.numDeletedRows > 0n
}
