import type { Database } from '../db/schema.ts'

/** Follows and follow requests between the two, either way. */
export async function deleteFollowsBetween(db: Database, a: string, b: string) {
	await db
		.deleteFrom('follow')
		.where((eb) =>
			eb.or([
				eb.and([eb('followerId', '=', a), eb('followeeId', '=', b)]),
				eb.and([eb('followerId', '=', b), eb('followeeId', '=', a)]),
			]),
		)
		.execute()
}

/**
 * Likes either reader gave the other's entries and lists. A block takes them away for good, as it does follows;
 * comments stay stored but hidden from each other, so they come back with an unblock.
 */
export async function deleteLikesBetween(db: Database, a: string, b: string) {
	for (const [liker, owner] of [
		[a, b],
		[b, a],
	] as const) {
		await db
			.deleteFrom('entryLike')
			.where('userId', '=', liker)
			.where('entryId', 'in', db.selectFrom('entry').select('id').where('userId', '=', owner))
			.execute()
		await db
			.deleteFrom('listLike')
			.where('userId', '=', liker)
			.where('listId', 'in', db.selectFrom('list').select('id').where('userId', '=', owner))
			.execute()
	}
}
