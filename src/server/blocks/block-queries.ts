import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'

/** Adds the block unless it exists already (blocking twice keeps the first time). */
export async function insertBlock(db: Database, blockerId: string, blockedId: string, at: string) {
	await db
		.insertInto('block')
		.values({ blockerId, blockedId, createdAt: at })
		.onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
		.execute()
}

export async function deleteBlock(db: Database, blockerId: string, blockedId: string) {
	await db.deleteFrom('block').where('blockerId', '=', blockerId).where('blockedId', '=', blockedId).execute()
}

/** Follows and follow requests between the two, either way. */
export async function deleteFollowsBetween(db: Database, a: string, b: string) {
	await db
		.deleteFrom('follow')
		.where((eb) => eb.or([eb.and([eb('followerId', '=', a), eb('followeeId', '=', b)]), eb.and([eb('followerId', '=', b), eb('followeeId', '=', a)])]))
		.execute()
}

/**
 * Likes either reader gave the other's entries and lists. A block takes them away for good, as it does follows;
 * comments stay stored but hidden from each other, so they come back with an unblock.
 */
export async function deleteLikesBetween(db: Database, a: string, b: string) {
	for (const [liker, owner] of [[a, b], [b, a]] as const) {
		await db.deleteFrom('entryLike').where('userId', '=', liker).where('entryId', 'in', db.selectFrom('entry').select('id').where('userId', '=', owner)).execute()
		await db.deleteFrom('listLike').where('userId', '=', liker).where('listId', 'in', db.selectFrom('list').select('id').where('userId', '=', owner)).execute()
	}
}

/** A page of the readers the blocker blocked, newest block first; the cursor is the last row's time and id. */
export async function blockPage(db: Database, blockerId: string, query: { cursor?: string; limit: number }) {
	const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string']) : undefined
	const rows = await db
		.selectFrom('block')
		.innerJoin('user', 'user.id', 'block.blockedId')
		.select(['block.createdAt', 'user.id', 'user.username', 'user.name', 'user.image'])
		.where('block.blockerId', '=', blockerId)
		.$if(after !== undefined, (q) => q.where(sql<boolean>`(${sql.ref('block.createdAt')}, ${sql.ref('block.blockedId')}) < (${sql.join(after ?? [])})`))
		.orderBy('block.createdAt', 'desc')
		.orderBy('block.blockedId', 'desc')
		.limit(query.limit + 1)
		.execute()
	const { rows: shown, nextCursor } = keysetPage(rows, query.limit, (row) => [row.createdAt, row.id])
	return { items: shown.map((row) => ({ reader: { username: row.username, name: row.name, image: row.image }, since: row.createdAt })), nextCursor }
}
