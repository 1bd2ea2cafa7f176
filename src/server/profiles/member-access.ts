import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'
import { canOpenMemberPages } from './profile-policy.ts'
import { findProfileByUsername } from './profile-queries.ts'

/**
 * The reader by username when the viewer may open their pages (diary, reviews, shelves); a 404 otherwise, the
 * same as for no such reader, so a private, blocked or suspended reader's pages give nothing away.
 */
export async function openMember(db: Database, viewer: Viewer, username: string) {
	const profile = await findProfileByUsername(db, username)
	if (!profile) throw notFound('Profile')
	if (!canOpenMemberPages(viewer, profile, await loadOwnerRelation(db, viewer, profile.userId)))
		throw notFound('Profile')
	return profile
}
