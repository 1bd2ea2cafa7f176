import { z } from 'zod'
import { CONTROL_CHARACTERS, characters, normaliseLineBreaks } from '../text.ts'
import { ReaderRef } from './visibility.ts'

/*
 * Comments on entries, threaded one level: a reply answers a top-level comment. Bodies are plain text with
 * line breaks, shown as text with links like reviews (never HTML). Every error body is ApiErrorBody.
 *
 * GET    /api/entries/:id/comments  → CommentsResponse: top-level comments oldest first, each with its replies
 *                                     oldest first. 404 when the viewer may not see the entry. Comments by
 *                                     readers blocked either way with the viewer are left out, and so are
 *                                     comments an administrator hid (except to their author); a reply whose
 *                                     top-level comment is left out goes with it.
 * POST   /api/entries/:id/comments  CommentInput → 201 CommentResponse. 404 when the viewer may not see the
 *                                     entry (a reader the owner blocked cannot see it); 400 naming body or
 *                                     parentId. Tells the entry's owner ('commented') and the author of the
 *                                     comment answered ('replied'): one notification per reader, 'replied'
 *                                     when the owner is both.
 * PATCH  /api/comments/:id          CommentPatch → CommentResponse. The author only (403 for others who see
 *                                     it, 404 for those who do not); a changed body marks it edited.
 * DELETE /api/comments/:id          → 204. The author or the entry's owner; a top-level comment's replies go too.
 */

export const COMMENT_BODY_MAX = 2_000

export const CommentMessages = {
	bodyRequired: 'Write a comment first',
	bodyTooLong: `Comments can have at most ${COMMENT_BODY_MAX.toLocaleString('en-US')} characters`,
	controlCharacters: 'This text contains invisible control characters',
	parentInvalid: 'You can only reply to a comment on this entry that is not itself a reply',
	unknownField: 'This field cannot be set here',
} as const

const body = z
	.string({ error: CommentMessages.bodyRequired })
	.transform((v) => normaliseLineBreaks(v).trim())
	.refine((v) => v.length > 0, CommentMessages.bodyRequired)
	.refine((v) => !CONTROL_CHARACTERS.test(v), CommentMessages.controlCharacters)
	.refine((v) => characters(v) <= COMMENT_BODY_MAX, CommentMessages.bodyTooLong)
const unknownField = {
	error: (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? CommentMessages.unknownField : undefined),
}

/** A new comment; parentId makes it a reply to that top-level comment of the same entry. */
export const CommentInput = z.strictObject(
	{
		body,
		parentId: z
			.string({ error: CommentMessages.parentInvalid })
			.max(64, CommentMessages.parentInvalid)
			.nullable()
			.default(null),
	},
	unknownField,
)
export type CommentInput = z.input<typeof CommentInput>
export const CommentPatch = z.strictObject({ body }, unknownField)
export type CommentPatch = z.input<typeof CommentPatch>

export const CommentView = z.object({
	id: z.string(),
	entryId: z.string(),
	parentId: z.string().nullable(),
	author: ReaderRef,
	body: z.string(),
	createdAt: z.string(),
	updatedAt: z.string(),
	/** The author changed the body after posting. */
	edited: z.boolean(),
	/** An administrator hid it: only its author sees it, marked so. */
	hidden: z.boolean(),
	can: z.object({ edit: z.boolean(), delete: z.boolean(), reply: z.boolean() }),
})
export type CommentView = z.infer<typeof CommentView>
export const CommentThread = CommentView.extend({ replies: z.array(CommentView) })
export type CommentThread = z.infer<typeof CommentThread>
/** count: every comment shown, replies included. */
export const CommentsResponse = z.object({ comments: z.array(CommentThread), count: z.number().int() })
export type CommentsResponse = z.infer<typeof CommentsResponse>
export const CommentResponse = z.object({ comment: CommentView })
export type CommentResponse = z.infer<typeof CommentResponse>
