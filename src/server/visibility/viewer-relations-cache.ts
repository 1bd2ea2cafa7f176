import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { createVersionedCache } from '../page-cache/versioned-cache.ts'
import type { OwnerRelation } from './visibility-policy.ts'

/** Everyone a signed-in viewer stands in a relation to that canView asks about: accepted follows each way, blocks either way. */
export type ViewerRelations = {
	following: ReadonlySet<string>
	followers: ReadonlySet<string>
	blocked: ReadonlySet<string>
}
/** What canView needs of an owner besides the viewer's relations: their profile's state. */
export type OwnerState = { userId: string; ownerPrivate: boolean; ownerSuspended: boolean }

export const NO_RELATIONS: ViewerRelations = { following: new Set(), followers: new Set(), blocked: new Set() }

/** How the viewer stands to this owner, for canView (visibility-policy.ts). */
export function ownerRelation(relations: ViewerRelations, owner: OwnerState): OwnerRelation {
	return {
		viewerFollowsOwner: relations.following.has(owner.userId),
		ownerFollowsViewer: relations.followers.has(owner.userId),
		ownerProfilePrivate: owner.ownerPrivate,
		blocked: relations.blocked.has(owner.userId),
		ownerSuspended: owner.ownerSuspended,
	}
}

/** The viewer's relations in one query: the four parts walk follow's primary key, follow_followee and block's two indexes. */
async function loadViewerRelations(db: Database, viewerId: string): Promise<ViewerRelations> {
	const { rows } = await sql<{ kind: 'following' | 'follower' | 'blocked'; other: string }>`
		select 'following' as "kind", "followeeId" as "other" from "follow" where "followerId" = ${viewerId} and "status" = 'accepted'
		union all select 'follower', "followerId" from "follow" where "followeeId" = ${viewerId} and "status" = 'accepted'
		union all select 'blocked', "blockedId" from "block" where "blockerId" = ${viewerId}
		union all select 'blocked', "blockerId" from "block" where "blockedId" = ${viewerId}`.execute(db)
	const relations = { following: new Set<string>(), followers: new Set<string>(), blocked: new Set<string>() }
	for (const { kind, other } of rows)
		(kind === 'following' ? relations.following : kind === 'follower' ? relations.followers : relations.blocked).add(
			other,
		)
	return relations
}

/** About 16 MB of ids: ~100 bytes an id in a Set. */
const MAX_WEIGHT = 16 * 1024 * 1024

/**
 * Viewers' relations kept by this server under their readerVersion.relations counter, which every follow and
 * block change moves for both readers (migration 0022).
 */
export function createViewerRelationsCache() {
	const cache = createVersionedCache<ViewerRelations>({
		maxWeight: MAX_WEIGHT,
		weigh: (r) => 100 * (1 + r.following.size + r.followers.size + r.blocked.size),
	})
	return (db: Database, viewerId: string, version: number) =>
		cache.get(viewerId, version, () => loadViewerRelations(db, viewerId))
}
export type ViewerRelationsCache = ReturnType<typeof createViewerRelationsCache>
