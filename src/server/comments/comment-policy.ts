import type { NotificationKind } from '../db/schema.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'

/** What the rules need of a comment. */
export type CommentFacts = { userId: string; parentId: string | null; hiddenAt: string | null }

/**
 * Whether the viewer (who may see the entry) may see a comment on it: its author always, marked when an
 * administrator hid it; others unless it is hidden, its author and the viewer blocked each other, or its author
 * was suspended. The SQL of a whole entry's comments (findEntryComments) says the same.
 */
export function canSeeComment(
	viewer: Viewer,
	comment: CommentFacts,
	relation: { blocked: boolean; authorSuspended: boolean },
): boolean {
	if (viewer?.id === comment.userId) return true
	return comment.hiddenAt === null && !relation.blocked && !relation.authorSuspended
}

/** Only its author changes what a comment says. */
export function canEditComment(viewer: Viewer, comment: CommentFacts): boolean {
	return viewer?.id === comment.userId
}

/** Its author, and the owner of the entry it is on: a reader keeps their own page clean. */
export function canDeleteComment(viewer: Viewer, comment: CommentFacts, entry: { userId: string }): boolean {
	return viewer !== null && (viewer.id === comment.userId || viewer.id === entry.userId)
}

/** Threads are one level deep: signed-in readers answer top-level comments only. */
export function canReplyTo(viewer: Viewer, comment: CommentFacts): boolean {
	return viewer !== null && comment.parentId === null
}

/**
 * Who is told about a new comment, one notification per reader: the entry's owner ('commented') and the author
 * of the comment answered ('replied'). An owner answered in their own thread hears it once, as the reply it is;
 * nobody is told of their own comment.
 */
export function commentRecipients(facts: {
	authorId: string
	entryOwnerId: string
	parentAuthorId: string | null
}): { userId: string; kind: NotificationKind }[] {
	const told: { userId: string; kind: NotificationKind }[] = []
	if (facts.parentAuthorId !== null) told.push({ userId: facts.parentAuthorId, kind: 'replied' })
	if (facts.parentAuthorId !== facts.entryOwnerId) told.push({ userId: facts.entryOwnerId, kind: 'commented' })
	return told.filter((t) => t.userId !== facts.authorId)
}
