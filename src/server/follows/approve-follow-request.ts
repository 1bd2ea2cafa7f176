import type { Database } from '../db/schema.ts'
import { notify } from '../notifications/notify.ts'
import { acceptRequest } from './follow-queries.ts'
import { recordFollowed } from './follow-user.ts'

/** Approves a waiting request and tells the reader who asked ('follow_accepted'); false when there was none. */
export async function approveFollowRequest(db: Database, followerId: string, followeeId: string): Promise<boolean> {
	return db.transaction().execute(async (trx) => {
		if ((await acceptRequest(trx, followerId, followeeId)) === 0) return false
		await notify(trx, {
			userId: followerId,
			actorId: followeeId,
			kind: 'follow_accepted',
			at: new Date().toISOString(),
		})
		await recordFollowed(trx, followerId, followeeId)
		return true
	})
}
