import type { Database } from '../db/schema.ts'

/** Whether either reader blocked the other. */
export async function isBlockedBetween(db: Database, a: string, b: string): Promise<boolean> {
	const row = await db
		.selectFrom('block')
		.select('blockerId')
		.where((eb) => eb.or([eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]), eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)])]))
		.executeTakeFirst()
	return row !== undefined
}
