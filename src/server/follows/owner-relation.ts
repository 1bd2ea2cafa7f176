import type { Database } from '../db/schema.ts'
import type { OwnerRelation, Viewer } from '../visibility/visibility-policy.ts'

/** How the viewer stands to one owner, for canView (visibility-policy.ts). */
export async function loadOwnerRelation(db: Database, viewer: Viewer, ownerId: string): Promise<OwnerRelation> {
	const profile = await db.selectFrom('profile').select(['visibility', 'suspendedAt']).where('userId', '=', ownerId).executeTakeFirst()
	const ownerProfilePrivate = profile?.visibility === 'private'
	const ownerSuspended = Boolean(profile?.suspendedAt)
	if (!viewer || viewer.id === ownerId) return { viewerFollowsOwner: false, ownerFollowsViewer: false, ownerProfilePrivate, blocked: false, ownerSuspended }
	const [follows, blocked] = await Promise.all([followsBetween(db, viewer.id, ownerId), isBlockedBetween(db, viewer.id, ownerId)])
	return {
		viewerFollowsOwner: follows.some((f) => f.followerId === viewer.id),
		ownerFollowsViewer: follows.some((f) => f.followerId === ownerId),
		ownerProfilePrivate,
		blocked,
		ownerSuspended,
	}
}

/**
 * Whether the owner is shown to the reader at all: not when either blocked the other, nor when the owner is
 * suspended. Follows are only between readers shown to each other: a block ends them both ways, and a
 * suspended reader's are kept out of every list, so each route about one answers 404 for anyone else.
 */
export async function readerShownTo(db: Database, readerId: string, ownerId: string): Promise<boolean> {
	const relation = await loadOwnerRelation(db, { id: readerId }, ownerId)
	return !relation.blocked && !relation.ownerSuspended
}

/** Whether either reader blocked the other. */
export async function isBlockedBetween(db: Database, a: string, b: string): Promise<boolean> {
	const row = await db
		.selectFrom('block')
		.select('blockerId')
		.where((eb) => eb.or([eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]), eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)])]))
		.executeTakeFirst()
	return row !== undefined
}

function followsBetween(db: Database, viewerId: string, ownerId: string) {
	return db
		.selectFrom('follow')
		.select(['followerId'])
		.where('status', '=', 'accepted')
		.where((eb) =>
			eb.or([
				eb.and([eb('followerId', '=', viewerId), eb('followeeId', '=', ownerId)]),
				eb.and([eb('followerId', '=', ownerId), eb('followeeId', '=', viewerId)]),
			]),
		)
		.execute()
}
