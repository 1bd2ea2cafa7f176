import type { Database } from '../db/schema.ts'
import { insertBlock } from '../visibility/blocked-pairs.ts'
import { deleteFollowsBetween, deleteLikesBetween } from './block-queries.ts'

/**
 * The blocker blocks the other reader: the block and the end of every follow, follow request and like between
 * them, either way, in one transaction, so no moment exists where they are blocked but one still follows the other.
 */
export async function blockUser(db: Database, blockerId: string, blockedId: string) {
	await db.transaction().execute(async (trx) => {
		await insertBlock(trx, blockerId, blockedId, new Date().toISOString())
		await deleteFollowsBetween(trx, blockerId, blockedId)
		await deleteLikesBetween(trx, blockerId, blockedId)
	})
}
