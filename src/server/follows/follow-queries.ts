import type { Database } from '../db/schema.ts'

export type FollowRowStatus = 'accepted' | 'requested'

export async function findFollowStatus(
	db: Database,
	followerId: string,
	followeeId: string,
): Promise<FollowRowStatus | undefined> {
	const row = await db
		.selectFrom('follow')
		.select('status')
		.where('followerId', '=', followerId)
		.where('followeeId', '=', followeeId)
		.executeTakeFirst()
	return row?.status
}

/**
 * Adds the follow unless one exists already: a second, concurrent follow leaves the first row as it is.
 * Whether the follow is new, so only a new one is announced.
 */
export async function insertFollow(db: Database, followerId: string, followeeId: string, status: FollowRowStatus) {
	const result = await db
		.insertInto('follow')
		.values({ followerId, followeeId, status, createdAt: new Date().toISOString() })
		.onConflict((oc) => oc.columns(['followerId', 'followeeId']).doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
}

/** Deletes the follow (with this status only, when given); returns how many rows went (0 or 1). */
export async function deleteFollow(db: Database, followerId: string, followeeId: string, status?: FollowRowStatus) {
	const result = await db
		.deleteFrom('follow')
		.where('followerId', '=', followerId)
		.where('followeeId', '=', followeeId)
		.$if(status !== undefined, (q) => q.where('status', '=', status ?? 'accepted'))
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}

/** Accepts a pending request; returns 0 when there was none. */
export async function acceptRequest(db: Database, followerId: string, followeeId: string) {
	const result = await db
		.updateTable('follow')
		.set({ status: 'accepted' })
		.where('followerId', '=', followerId)
		.where('followeeId', '=', followeeId)
		.where('status', '=', 'requested')
		.executeTakeFirst()
	return Number(result.numUpdatedRows)
}
