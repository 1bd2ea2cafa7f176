import { Visibility } from '../../shared/schemas/visibility.ts'
import { canOpenMemberPages, type ProfileFacts } from '../profiles/profile-policy.ts'
import { canView, type OwnerRelation, type Viewer } from '../visibility/visibility-policy.ts'

/** Stats and the year in review open as a reader's other pages do (canOpenMemberPages). */
export const canViewStats = canOpenMemberPages

/** A year in review can be shared with anyone when the profile is public. */
export const isShareable = (profile: ProfileFacts) => profile.visibility === 'public'

/**
 * Which of one owner's visibilities the viewer may see (canView for each): every row of a reader's stats has
 * the same owner, so the relation is decided once here and the aggregates filter on the visibility column
 * alone instead of looking up follows, blocks and the profile for each of thousands of rows.
 */
export const seenVisibilities = (viewer: Viewer, ownerId: string, relation: OwnerRelation): Visibility[] =>
	Visibility.options.filter((visibility) => canView(viewer, { userId: ownerId, visibility }, relation))
