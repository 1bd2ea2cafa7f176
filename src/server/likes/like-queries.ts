import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'

export type LikeSummary = { likeCount: number; likedByViewer: boolean }

/**
 * Like counts and the viewer's own likes for a page of entries, in one grouped query (the primary key
 * (entryId, userId) covers it), so a listed page costs one query however many entries it shows.
 */
export async function likeSummaries(
	db: Database,
	entryIds: readonly string[],
	viewerId: string | null,
): Promise<Map<string, LikeSummary>> {
	if (entryIds.length === 0) return new Map()
	const rows = await db
		.selectFrom('entryLike')
		.select((eb) => [
			'entryId',
			eb.fn.countAll().as('likes'),
			sql<number>`sum(case when ${sql.ref('userId')} = ${viewerId} then 1 else 0 end)`.as('mine'),
		])
		.where('entryId', 'in', [...entryIds])
		.groupBy('entryId')
		.execute()
	return new Map(
		rows.map((row) => [row.entryId, { likeCount: Number(row.likes), likedByViewer: Number(row.mine) > 0 }]),
	)
}

/** Whether this like is new (a second like of the same entry changes nothing). */
export async function insertEntryLike(db: Database, userId: string, entryId: string, at: string) {
	const result = await db
		.insertInto('entryLike')
		.values({ userId, entryId, createdAt: at })
		.onConflict((oc) => oc.columns(['entryId', 'userId']).doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
}

/** Whether there was a like to take back. */
export async function deleteEntryLike(db: Database, userId: string, entryId: string) {
	const result = await db
		.deleteFrom('entryLike')
		.where('userId', '=', userId)
		.where('entryId', '=', entryId)
		.executeTakeFirst()
	return result.numDeletedRows > 0n
}
