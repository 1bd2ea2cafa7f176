import type { ProfileVisibility } from '../../shared/schemas/profile.ts'

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
