import type { Database } from '../db/schema.ts'

/** Whether either reader blocked the other. */
export async function isBlockedBetween(db: Database, a: string, b: string): Promise<boolean> {
	const row = await db
		.selectFrom('block')
		.select('blockerId')
		.where((eb) =>
			eb.or([
				eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]),
				eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)]),
			]),
		)
		.executeTakeFirst()
	return row !== undefined
}

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

/** The readers this reader blocked, for their data export; who blocked them is not theirs to see. */
export function blocksMadeBy(db: Database, blockerId: string) {
	return db.selectFrom('block').select(['blockedId', 'createdAt']).where('blockerId', '=', blockerId).execute()
}

/** Every block the reader made or was the target of, for the deletion of their account. */
export function deleteBlocksOf(db: Database, readerId: string) {
	return db
		.deleteFrom('block')
		.where((eb) => eb.or([eb('blockerId', '=', readerId), eb('blockedId', '=', readerId)]))
		.execute()
}
