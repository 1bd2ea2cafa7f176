import { canViewProfile, type ProfileFacts } from '../profiles/profile-policy.ts'
import type { OwnerRelation, Viewer } from '../visibility/visibility-policy.ts'

/**
 * Whether the viewer may see a reader's books on their profile: as the profile's details (a private one opens
 * to approved followers), and never across a block nor to a suspended reader's visitors.
 */
export function canViewShowcase(viewer: Viewer, profile: ProfileFacts, relation: OwnerRelation): boolean {
	if (viewer?.id !== profile.userId && (relation.blocked || relation.ownerSuspended)) return false
	return canViewProfile(viewer, profile, { approvedFollower: relation.viewerFollowsOwner })
}
