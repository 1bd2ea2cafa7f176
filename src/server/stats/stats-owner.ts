import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { findProfileByUserId, findProfileByUsername, type ProfileRow } from '../profiles/profile-queries.ts'
import { pictureUrl } from '../storage/picture-upload.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'
import type { StatsOwner } from './load-stats.ts'
import { canViewStats, isShareable } from './stats-policy.ts'

const toOwner = (row: ProfileRow): StatsOwner => ({
	userId: row.userId,
	reader: { username: row.username, name: row.name, image: row.pictureKey ? pictureUrl(row.pictureKey, 128) : null },
})

/** The signed-in reader as the owner of their own stats. */
export async function ownerOf(db: Database, userId: string): Promise<StatsOwner> {
	const row = await findProfileByUserId(db, userId)
	if (!row) throw notFound('Profile')
	return toOwner(row)
}

/** The reader by username, if the viewer may open their stats; 404 otherwise, as for no such reader. */
export async function visibleOwner(db: Database, viewer: Viewer, username: string) {
	const row = await findProfileByUsername(db, username)
	if (!row) throw notFound('Profile')
	const relation = await loadOwnerRelation(db, viewer, row.userId)
	if (!canViewStats(viewer, row, relation)) throw notFound('Profile')
	return { owner: toOwner(row), relation, shareable: isShareable(row) }
}
