import { canModerate, type Membership } from './club-policy.ts'

// Pure rules of the club discussion. The caller has checked the viewer is a member (memberClub) and loads the
// facts: the post, the viewer's membership, which sections the viewer has reached.

export type PostFacts = { userId: string; parentId: string | null }

/** Only its author changes what a post says. */
export const canEditPost = (viewerId: string, post: PostFacts) => viewerId === post.userId

/** Its author, and the owner and moderators, who keep the discussion civil. */
export const canDeletePost = (viewerId: string, post: PostFacts, membership: Membership) =>
	viewerId === post.userId || canModerate(membership)

/** Threads are one level deep: members answer top-level posts only. */
export const canReplyToPost = (post: PostFacts) => post.parentId === null

/**
 * Whether a thread's text (title and posts) is withheld from the viewer: a section thread whose section they
 * have not reached, unless they asked to see it. General threads are never hidden.
 */
export function isThreadHidden(sectionId: string | null, reached: ReadonlySet<string>, reveal: boolean): boolean {
	return sectionId !== null && !reached.has(sectionId) && !reveal
}

/**
 * Who is told of a new thread ('club_thread'): nobody unless it is about the current section; then the other
 * members who have reached that section (the notification quotes the first post, which could spoil it).
 */
export function threadRecipients(facts: {
	sectionId: string | null
	currentSectionId: string | null
	authorId: string
	members: readonly { userId: string; reached: boolean }[]
}): string[] {
	if (facts.sectionId === null || facts.sectionId !== facts.currentSectionId) return []
	return facts.members.filter((m) => m.reached && m.userId !== facts.authorId).map((m) => m.userId)
}
