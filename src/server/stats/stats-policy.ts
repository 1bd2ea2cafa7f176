import type { OwnerRelation, Viewer } from '../entries/entry-policy.ts'
import { canViewProfile, type ProfileFacts } from '../profiles/profile-policy.ts'

/**
 * Whether the viewer may open a reader's stats and year in review at all: as their profile (a private one opens
 * to approved followers), and never across a block nor to a suspended reader's visitors, as the profile 404s then. What the numbers count is then each entry's own visibility.
 */
export function canViewStats(viewer: Viewer, profile: ProfileFacts, relation: OwnerRelation): boolean {
	if (viewer?.id !== profile.userId && (relation.blocked || relation.ownerSuspended)) return false
	return canViewProfile(viewer, profile, { approvedFollower: relation.viewerFollowsOwner })
}

/** A year in review can be shared with anyone when the profile is public. */
export const isShareable = (profile: ProfileFacts) => profile.visibility === 'public'
