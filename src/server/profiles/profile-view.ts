import type { ProfileView } from '../../shared/schemas/profile.ts'
import { type ProfileRelation, type Viewer, canEditProfile, canViewProfile } from './profile-policy.ts'
import type { ProfileRow } from './profile-queries.ts'
import { pictureUrl } from './replace-picture.ts'

/** Reading log, reviews, lists and follows arrive with later issues; their counts are 0 until then. */
const COUNTS_BEFORE_THOSE_FEATURES = { booksRead: 0, reviews: 0, lists: 0, followers: 0 }

/** What this viewer may see of the profile: everything, or (private, not theirs) name and picture only. */
export function toProfileView(row: ProfileRow, viewer: Viewer, relation: ProfileRelation): ProfileView {
	const full = canViewProfile(viewer, row, relation)
	return {
		username: row.username,
		name: row.name,
		picture: row.pictureKey ? { large: pictureUrl(row.pictureKey, 512), small: pictureUrl(row.pictureKey, 128) } : null,
		visibility: row.visibility,
		details: full ? { location: row.location, bio: row.bio, joinedAt: row.joinedAt, counts: COUNTS_BEFORE_THOSE_FEATURES } : null,
		can: { edit: canEditProfile(viewer, row) },
	}
}
