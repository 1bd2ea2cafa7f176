import { Hono } from 'hono'
import {
	CommentInput,
	CommentMessages,
	CommentPatch,
	type CommentResponse,
	type CommentsResponse,
} from '../../shared/schemas/comments.ts'
import type { Database } from '../db/schema.ts'
import { findVisibleEntry } from '../entries/find-visible-entry.ts'
import { ApiError, forbidden, notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'
import { canDeleteComment, canEditComment, canReplyTo, canSeeComment } from './comment-policy.ts'
import { type CommentRow, findComment, findEntryComments } from './comment-queries.ts'
import { commentThreads, commentView } from './comment-views.ts'
import { postComment } from './post-comment.ts'
import { deleteThreadedPostAndReplies, updateThreadedPostBody } from '../threads/threaded-post-queries.ts'

const badParent = () =>
	new ApiError(400, 'validation_failed', CommentMessages.parentInvalid, { parentId: CommentMessages.parentInvalid })

/** Comments on entries (shared/schemas/comments.ts). Mounted at /api. */
export function commentRoutes({ db }: { db: Database }) {
	const seen = async (comment: CommentRow | undefined, viewer: Viewer) => {
		if (comment === undefined) return false
		const { blocked, ownerSuspended } = await loadOwnerRelation(db, viewer, comment.userId)
		return canSeeComment(viewer, comment, { blocked, authorSuspended: ownerSuspended })
	}
	/** The comment and its entry when the viewer may see both; a 404 otherwise. */
	const visibleComment = async (id: string, viewer: Viewer) => {
		const comment = await findComment(db, id)
		if (!comment || !(await seen(comment, viewer))) throw notFound('Comment')
		return { comment, entry: await findVisibleEntry(db, comment.entryId, viewer) }
	}
	return new Hono<AppEnv>()
		.get('/entries/:id/comments', async (c) => {
			const viewer = c.var.user
			const entry = await findVisibleEntry(db, c.req.param('id'), viewer)
			const rows = await findEntryComments(db, entry.id, viewer?.id ?? null)
			const comments = commentThreads(rows, viewer, entry)
			return c.json({
				comments,
				count: comments.reduce((n, t) => n + 1 + t.replies.length, 0),
			} satisfies CommentsResponse)
		})
		.post('/entries/:id/comments', async (c) => {
			const user = requireUser(c)
			const input = await readJson(c, CommentInput)
			const entry = await findVisibleEntry(db, c.req.param('id'), user)
			const parent = input.parentId === null ? null : await findComment(db, input.parentId)
			if (parent !== null && (parent?.entryId !== entry.id || !canReplyTo(user, parent) || !(await seen(parent, user))))
				throw badParent()
			const comment = await postComment(db, entry, user.id, { body: input.body, parent: parent ?? null })
			return c.json({ comment: commentView(comment, user, entry) } satisfies CommentResponse, 201)
		})
		.patch('/comments/:id', async (c) => {
			const user = requireUser(c)
			const { body } = await readJson(c, CommentPatch)
			const { comment, entry } = await visibleComment(c.req.param('id'), user)
			if (!canEditComment(user, comment)) throw forbidden('Only its author can edit a comment')
			if (
				body !== comment.body &&
				!(await updateThreadedPostBody(db, 'comment', comment.id, body, new Date().toISOString()))
			)
				throw notFound('Comment')
			const changed = await findComment(db, comment.id)
			if (!changed) throw notFound('Comment')
			return c.json({ comment: commentView(changed, user, entry) } satisfies CommentResponse)
		})
		.delete('/comments/:id', async (c) => {
			const user = requireUser(c)
			const { comment, entry } = await visibleComment(c.req.param('id'), user)
			if (!canDeleteComment(user, comment, entry))
				throw forbidden('Only its author or the owner of the entry can delete a comment')
			if (!(await db.transaction().execute((trx) => deleteThreadedPostAndReplies(trx, 'comment', comment.id))))
				throw notFound('Comment')
			return c.body(null, 204)
		})
}
