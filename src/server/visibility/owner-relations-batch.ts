import type { Database } from '../db/schema.ts'
import type { OwnerRelation } from './visibility-policy.ts'

/**
 * How the viewer stands to each of these owners, as loadOwnerRelation (viewer-relation.ts) tells it for one, in
 * three queries for them all.
 */
export async function loadOwnerRelations(
	db: Database,
	viewerId: string | null,
	userIds: string[],
): Promise<Map<string, OwnerRelation>> {
	if (userIds.length === 0) return new Map()
	const [profiles, follows, blocks] = await Promise.all([
		db.selectFrom('profile').select(['userId', 'visibility', 'suspendedAt']).where('userId', 'in', userIds).execute(),
		viewerId
			? db
					.selectFrom('follow')
					.select(['followerId', 'followeeId'])
					.where('status', '=', 'accepted')
					.where((eb) =>
						eb.or([
							eb.and([eb('followerId', '=', viewerId), eb('followeeId', 'in', userIds)]),
							eb.and([eb('followeeId', '=', viewerId), eb('followerId', 'in', userIds)]),
						]),
					)
					.execute()
			: Promise.resolve([]),
		viewerId
			? db
					.selectFrom('block')
					.select(['blockerId', 'blockedId'])
					.where((eb) =>
						eb.or([
							eb.and([eb('blockerId', '=', viewerId), eb('blockedId', 'in', userIds)]),
							eb.and([eb('blockedId', '=', viewerId), eb('blockerId', 'in', userIds)]),
						]),
					)
					.execute()
			: Promise.resolve([]),
	])
	const profileOf = new Map(profiles.map((p) => [p.userId, p]))
	return new Map(
		userIds.map((id) => {
			const profile = profileOf.get(id)
			const own = id === viewerId
			return [
				id,
				{
					viewerFollowsOwner: !own && follows.some((f) => f.followerId === viewerId && f.followeeId === id),
					ownerFollowsViewer: !own && follows.some((f) => f.followerId === id && f.followeeId === viewerId),
					ownerProfilePrivate: profile?.visibility === 'private',
					blocked: !own && blocks.some((b) => b.blockerId === id || b.blockedId === id),
					ownerSuspended: Boolean(profile?.suspendedAt),
				},
			]
		}),
	)
}
