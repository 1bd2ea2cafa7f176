import type { ProfileVisibility } from '../../shared/schemas/profile.ts'
import type { OwnerRelation } from '../visibility/visibility-policy.ts'

export type Viewer = { id: string } | null
export type ProfileFacts = { userId: string; visibility: ProfileVisibility }
/** What the viewer is to the profile's owner, loaded by the caller. */
export type ProfileRelation = { approvedFollower: boolean }

/** A visitor, or a reader who does not follow the owner (or whose follow is not approved yet). */
export const STRANGER: ProfileRelation = { approvedFollower: false }

/** Whether the viewer sees more than name and picture. Private profiles open to approved followers. */
export function canViewProfile(viewer: Viewer, profile: ProfileFacts, relation: ProfileRelation) {
	if (viewer?.id === profile.userId) return true
	if (profile.visibility === 'public') return true
	return relation.approvedFollower
}

export function canEditProfile(viewer: Viewer, profile: ProfileFacts) {
	return viewer?.id === profile.userId
}

/**
 * Whether the viewer may open a reader's pages beside the profile (diary, reviews, shelves, stats, year in
 * review) at all: as their profile (a private one opens to approved followers), and never across a block nor
 * to a suspended reader's visitors, as the profile 404s then. What the pages show is then each thing's own
 * visibility.
 */
export function canOpenMemberPages(viewer: Viewer, profile: ProfileFacts, relation: OwnerRelation): boolean {
	if (viewer?.id !== profile.userId && (relation.blocked || relation.ownerSuspended)) return false
	return canViewProfile(viewer, profile, { approvedFollower: relation.viewerFollowsOwner })
}
