import { COMMENT_BODY_MAX, type CommentView } from '../../../shared/schemas/comments.ts'
import { ThreadedPostItem } from '../../components/threads/threaded-post-item.tsx'
import { ReviewText } from '../entries/review-text.tsx'
import { ReportButton } from '../reports/report-button.tsx'
import { useSession } from '../site/session-hooks.ts'
import { useDeleteComment, useEditComment, usePostComment } from './comment-hooks.ts'

/** A comment in the forms and items of threaded posts. */
export const COMMENT_KIND = {
	block: 'comment-form',
	max: COMMENT_BODY_MAX,
	fields: ['body'],
	item: 'comment',
	anchor: 'comment',
	noun: 'comment',
} as const

type CommentItemProps = {
	comment: CommentView
	replies?: CommentView[]
	/** Says what just happened in the comments' live region. */
	announce: (message: string) => void
	/** Where focus goes once this comment is gone. */
	onDeleted: () => void
}

/** One comment (and, for a top-level one, its replies) with what the viewer may do: reply, edit, delete, report. */
export function CommentItem({ comment, replies, announce, onDeleted }: CommentItemProps) {
	const post = usePostComment(comment.entryId)
	const edit = useEditComment(comment.entryId)
	const remove = useDeleteComment(comment.entryId)
	const name = comment.author.name || comment.author.username
	// Any signed-in reader but its author may report a comment to the administrators.
	const reportable = Boolean(useSession().data?.user) && !comment.can.edit
	const withReplies = replies !== undefined && replies.length > 0
	return (
		<ThreadedPostItem
			post={comment}
			kind={COMMENT_KIND}
			text={(body) => <ReviewText text={body} />}
			notice={
				comment.hidden && <p className="comment__hidden">Hidden by the moderators: only you can see this comment.</p>
			}
			after={reportable && <ReportButton targetKind="comment" targetId={comment.id} what={`${name}'s comment`} />}
			saveEdit={(body) => edit.mutateAsync({ id: comment.id, body })}
			saveReply={(body) => post.mutateAsync({ body, parentId: comment.id })}
			deleting={{
				button: 'Delete',
				label: `Delete comment by ${name}`,
				title: 'Delete this comment?',
				confirmLabel: 'Delete comment',
				warning: withReplies ? 'Its replies are deleted with it. This cannot be undone.' : 'This cannot be undone.',
				what: 'comment',
				pending: remove.isPending,
				error: remove.error,
				run: () =>
					remove.mutate(comment.id, {
						onSuccess: () => {
							announce(withReplies ? 'The comment and its replies were deleted.' : 'The comment was deleted.')
							onDeleted()
						},
					}),
			}}
			announce={announce}
			replies={replies}
			reply={(reply, onReplyDeleted) => (
				<CommentItem key={reply.id} comment={reply} announce={announce} onDeleted={onReplyDeleted} />
			)}
			onDeleted={onDeleted}
		/>
	)
}
