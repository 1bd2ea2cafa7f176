import type { ProfileFollow, ProfileView } from '../../shared/schemas/profile.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import { followCounts, listCount, readingCounts } from './profile-counts.ts'
import { loadProfileFollow } from './profile-follow.ts'
import { type ProfileRelation, type Viewer, canEditProfile, canViewProfile } from './profile-policy.ts'
import type { ProfileRow } from './profile-queries.ts'
import { pictureUrl } from '../storage/picture-upload.ts'

type Counts = { booksRead: number; reviews: number; lists: number; followers: number; following: number }

/** What this viewer may see of the profile: everything, or (private, not theirs) name and picture only. */
export function toProfileView(
	row: ProfileRow,
	viewer: Viewer,
	relation: ProfileRelation,
	counts: Counts,
	follow: ProfileFollow | null,
): ProfileView {
	const full = canViewProfile(viewer, row, relation)
	const owner = canEditProfile(viewer, row)
	return {
		username: row.username,
		name: row.name,
		picture: row.pictureKey ? { large: pictureUrl(row.pictureKey, 512), small: pictureUrl(row.pictureKey, 128) } : null,
		visibility: row.visibility,
		details: full ? { location: row.location, bio: row.bio, joinedAt: row.joinedAt, counts } : null,
		settings: owner ? { entryVisibility: row.entryVisibility, findable: row.findable } : null,
		follow,
		can: { edit: owner },
	}
}

/**
 * Loads how the viewer stands to the owner and the counts they may see, then builds the view. Readers who
 * blocked each other, and a suspended reader, do not exist for each other: a 404 like an unknown username.
 */
export async function loadProfileView(db: Database, row: ProfileRow, viewer: Viewer): Promise<ProfileView> {
	const [relation, reading, lists, follows, follow] = await Promise.all([
		loadOwnerRelation(db, viewer, row.userId),
		readingCounts(db, row.userId, viewer?.id ?? null),
		listCount(db, row.userId, viewer?.id ?? null),
		followCounts(db, row.userId),
		loadProfileFollow(db, viewer, row.userId),
	])
	if (viewer?.id !== row.userId && (relation.blocked || relation.ownerSuspended)) throw notFound('Profile')
	return toProfileView(
		row,
		viewer,
		{ approvedFollower: relation.viewerFollowsOwner },
		{ ...reading, ...lists, ...follows },
		follow,
	)
}
