import type { Visibility } from '../../shared/schemas/visibility.ts'

export type Viewer = { id: string } | null
/** Facts about anything a reader owns with a visibility: an entry, a shelving, a progress update, an activity. */
export type OwnedFacts = { userId: string; visibility: Visibility }
/**
 * How the viewer and the owner stand, loaded by the caller (follows are accepted follows; a block is either way;
 * ownerSuspended: an administrator suspended the owner).
 */
export type OwnerRelation = {
	viewerFollowsOwner: boolean
	ownerFollowsViewer: boolean
	ownerProfilePrivate: boolean
	blocked: boolean
	ownerSuspended: boolean
}

/**
 * Whether the viewer may see it. Public is everyone, except that a private profile narrows its public things
 * to approved followers; friends means mutual follows; private is the owner alone. A block either way hides
 * everything of the owner from the viewer, and so does the owner's suspension. An entry or list an administrator hid is made private. The SQL twin of this rule,
 * for lists of many owners, is visibleToViewer in visibility-sql.ts; the tests hold them together.
 */
export function canView(viewer: Viewer, item: OwnedFacts, relation: OwnerRelation): boolean {
	if (viewer?.id === item.userId) return true
	if (relation.blocked || relation.ownerSuspended) return false
	if (item.visibility === 'public')
		return !relation.ownerProfilePrivate || (viewer !== null && relation.viewerFollowsOwner)
	if (item.visibility === 'friends')
		return viewer !== null && relation.viewerFollowsOwner && relation.ownerFollowsViewer
	return false
}

export function canEdit(viewer: Viewer, item: { userId: string }): boolean {
	return viewer?.id === item.userId
}

/** How a reader stands toward other servers: their own choice to be findable, and whether an administrator suspended them. */
export type FederationFacts = { findable: boolean; suspended: boolean }

/**
 * Whether other servers may find the reader at all (WebFinger, the actor and its collections): only a reader who
 * chose to be, and is not suspended. Anyone else is answered exactly as an unknown name, so nothing tells a
 * remote server that the reader exists.
 */
export function canFederate(reader: FederationFacts): boolean {
	return reader.findable && !reader.suspended
}
