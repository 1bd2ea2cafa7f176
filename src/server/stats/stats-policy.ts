import { Visibility } from '../../shared/schemas/visibility.ts'
import { canViewProfile, type ProfileFacts } from '../profiles/profile-policy.ts'
import { canView, type OwnerRelation, type Viewer } from '../visibility/visibility-policy.ts'

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

/**
 * Which of one owner's visibilities the viewer may see (canView for each): every row of a reader's stats has
 * the same owner, so the relation is decided once here and the aggregates filter on the visibility column
 * alone instead of looking up follows, blocks and the profile for each of thousands of rows.
 */
export const seenVisibilities = (viewer: Viewer, ownerId: string, relation: OwnerRelation): Visibility[] =>
	Visibility.options.filter((visibility) => canView(viewer, { userId: ownerId, visibility }, relation))
