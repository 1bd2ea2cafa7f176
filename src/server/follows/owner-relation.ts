import type { Database } from '../db/schema.ts'
import type { OwnerRelation, Viewer } from '../entries/entry-policy.ts'

/** How the viewer stands to one owner, for canView (entry-policy.ts). */
export async function loadOwnerRelation(db: Database, viewer: Viewer, ownerId: string): Promise<OwnerRelation> {
	const profile = await db.selectFrom('profile').select('visibility').where('userId', '=', ownerId).executeTakeFirst()
	const ownerProfilePrivate = profile?.visibility === 'private'
	if (!viewer || viewer.id === ownerId) return { viewerFollowsOwner: false, ownerFollowsViewer: false, ownerProfilePrivate }
	const follows = await db
		.selectFrom('follow')
		.select(['followerId'])
		.where('status', '=', 'accepted')
		.where((eb) =>
			eb.or([
				eb.and([eb('followerId', '=', viewer.id), eb('followeeId', '=', ownerId)]),
				eb.and([eb('followerId', '=', ownerId), eb('followeeId', '=', viewer.id)]),
			]),
		)
		.execute()
	return {
		viewerFollowsOwner: follows.some((f) => f.followerId === viewer.id),
		ownerFollowsViewer: follows.some((f) => f.followerId === ownerId),
		ownerProfilePrivate,
	}
}
