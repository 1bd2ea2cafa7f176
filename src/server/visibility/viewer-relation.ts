import type { Database } from '../db/schema.ts'
import { isBlockedBetween } from './blocked-pairs.ts'
import type { OwnerRelation, Viewer } from './visibility-policy.ts'

/**
 * How the viewer stands to one owner, for canView (visibility-policy.ts). For many owners at once see
 * loadOwnerRelations (owner-relations-batch.ts); for pages kept under counters, viewer-relations-cache.ts.
 */
export async function loadOwnerRelation(db: Database, viewer: Viewer, ownerId: string): Promise<OwnerRelation> {
	const profile = await db
		.selectFrom('profile')
		.select(['visibility', 'suspendedAt'])
		.where('userId', '=', ownerId)
		.executeTakeFirst()
	const ownerProfilePrivate = profile?.visibility === 'private'
	const ownerSuspended = Boolean(profile?.suspendedAt)
	if (!viewer || viewer.id === ownerId)
		return { viewerFollowsOwner: false, ownerFollowsViewer: false, ownerProfilePrivate, blocked: false, ownerSuspended }
	const [follows, blocked] = await Promise.all([
		followsBetween(db, viewer.id, ownerId),
		isBlockedBetween(db, viewer.id, ownerId),
	])
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
