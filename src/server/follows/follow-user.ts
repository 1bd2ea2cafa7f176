import type { Database } from '../db/schema.ts'
import type { ProfileRow } from '../profiles/profile-queries.ts'
import { findFollowStatus, insertFollow } from './follow-queries.ts'

/**
 * Follows the profile's owner: at once when the profile is public, as a request when it is private. A follow
 * that exists already is left as it is (a pending request stays pending even if the profile turned public:
 * it is the owner's to answer), and its status is the answer.
 */
export async function followUser(db: Database, followerId: string, target: Pick<ProfileRow, 'userId' | 'visibility'>) {
	return db.transaction().execute(async (trx) => {
		await insertFollow(trx, followerId, target.userId, target.visibility === 'private' ? 'requested' : 'accepted')
		const status = await findFollowStatus(trx, followerId, target.userId)
		if (!status) throw new Error('The follow just written is missing')
		return status
	})
}
