import { recordActivity } from '../activity/record-activity.ts'
import type { Database } from '../db/schema.ts'
import { notify } from '../notifications/notify.ts'
import { findDefaultVisibility, type ProfileRow } from '../profiles/profile-queries.ts'
import { findFollowStatus, insertFollow } from './follow-queries.ts'

/**
 * Follows the profile's owner: at once when the profile is public, as a request when it is private. A follow
 * that exists already is left as it is (a pending request stays pending even if the profile turned public:
 * it is the owner's to answer), and its status is the answer. A new follow tells the owner: 'followed', or
 * 'follow_requested' for a request; an accepted one is the follower's 'followed' activity too.
 */
export async function followUser(db: Database, followerId: string, target: Pick<ProfileRow, 'userId' | 'visibility'>) {
	return db.transaction().execute(async (trx) => {
		const added = await insertFollow(
			trx,
			followerId,
			target.userId,
			target.visibility === 'private' ? 'requested' : 'accepted',
		)
		const status = await findFollowStatus(trx, followerId, target.userId)
		if (!status) throw new Error('The follow just written is missing')
		if (added) {
			const kind = status === 'accepted' ? 'followed' : 'follow_requested'
			await notify(trx, { userId: target.userId, actorId: followerId, kind, at: new Date().toISOString() })
			if (status === 'accepted') await recordFollowed(trx, followerId, target.userId)
		}
		return status
	})
}

/**
 * The follower's 'followed' activity, for their followers' home feeds: written when a follow becomes accepted
 * (at once, or when a request is approved), inside that transaction. It is as visible as the follower's new
 * entries are by default.
 */
export async function recordFollowed(trx: Database, followerId: string, followeeId: string) {
	const visibility = await findDefaultVisibility(trx, followerId)
	await recordActivity(trx, {
		userId: followerId,
		kind: 'followed',
		bookId: null,
		otherUserId: followeeId,
		visibility,
		at: new Date().toISOString(),
	})
}
