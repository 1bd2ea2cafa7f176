import type { CommentThread, CommentView } from '../../shared/schemas/comments.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'
import { canDeleteComment, canEditComment, canReplyTo } from './comment-policy.ts'
import type { CommentRow } from './comment-queries.ts'

/** A comment as the API shows it, with what the viewer may do with it (the caller decided they may see it). */
export function commentView(row: CommentRow, viewer: Viewer, entry: { userId: string }): CommentView {
	return {
		id: row.id,
		entryId: row.entryId,
		parentId: row.parentId,
		author: { username: row.username, name: row.name, image: row.image },
		body: row.body,
		createdAt: row.createdAt,
		updatedAt: row.updatedAt,
		edited: row.updatedAt !== row.createdAt,
		hidden: row.hiddenAt !== null,
		can: {
			edit: canEditComment(viewer, row),
			delete: canDeleteComment(viewer, row, entry),
			reply: canReplyTo(viewer, row),
		},
	}
}

/**
 * Visible comments, oldest first, as threads: each top-level comment with its replies. A reply whose top-level
 * comment the viewer may not see is left out with it: an answer to nothing would only confuse.
 */
export function commentThreads(rows: CommentRow[], viewer: Viewer, entry: { userId: string }): CommentThread[] {
	const threads = new Map<string, CommentThread>()
	for (const row of rows)
		if (row.parentId === null) threads.set(row.id, { ...commentView(row, viewer, entry), replies: [] })
	for (const row of rows)
		if (row.parentId !== null) threads.get(row.parentId)?.replies.push(commentView(row, viewer, entry))
	return [...threads.values()]
}
