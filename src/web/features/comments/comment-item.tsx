import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import type { CommentView } from '../../../shared/schemas/comments.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { ReviewText } from '../entries/review-text.tsx'
import { ReportButton } from '../reports/report-button.tsx'
import { useSession } from '../site/session-hooks.ts'
import { CommentForm } from './comment-form.tsx'
import { useDeleteComment, useEditComment, usePostComment } from './comment-hooks.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

type CommentItemProps = {
	comment: CommentView
	replies?: CommentView[]
	/** Says what just happened in the comments' live region. */
	announce: (message: string) => void
	/** Where focus goes once this comment is gone. */
	onDeleted: () => void
}

/** One comment (and, for a top-level one, its replies) with what the viewer may do: reply, edit, delete. */
export function CommentItem({ comment, replies, announce, onDeleted }: CommentItemProps) {
	const dates = useReaderTime()
	const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read')
	const [confirming, setConfirming] = useState(false)
	const post = usePostComment(comment.entryId)
	const edit = useEditComment(comment.entryId)
	const remove = useDeleteComment(comment.entryId)
	const replyButton = useRef<HTMLButtonElement>(null)
	const editButton = useRef<HTMLButtonElement>(null)
	const name = comment.author.name || comment.author.username
	// Any signed-in reader but its author may report a comment to the administrators.
	const reportable = Boolean(useSession().data?.user) && !comment.can.edit
	// Closing a form returns focus to the button that opened it, once that button is back in the page.
	const [returnTo, setReturnTo] = useState<'reply' | 'edit' | null>(null)
	const back = (to: 'reply' | 'edit') => {
		setMode('read')
		setReturnTo(to)
	}
	useEffect(() => {
		if (mode !== 'read' || returnTo === null) return
		const button = returnTo === 'edit' ? editButton : replyButton
		button.current?.focus()
		setReturnTo(null)
	}, [mode, returnTo])
	return (
		<li className="comment" id={`comment-${comment.id}`}>
			<article className="comment__body" aria-label={`Comment by ${name}`}>
				<header className="comment__head">
					<Avatar src={comment.author.image} name={name} size="small" />
					<Link to={publicProfilePath(comment.author.username)} className="comment__author">
						{name}
					</Link>
					<time className="comment__time muted" dateTime={comment.createdAt}>
						{dates.dateTime(comment.createdAt)}
					</time>
					{comment.edited && <span className="comment__edited muted">(edited)</span>}
				</header>
				{comment.hidden && <p className="comment__hidden">Hidden by the moderators: only you can see this comment.</p>}
				{mode === 'edit' ? (
					<CommentForm
						id={`edit-${comment.id}`}
						label="Edit your comment"
						submitLabel="Save"
						initial={comment.body}
						save={(body) => edit.mutateAsync({ id: comment.id, body })}
						onCancel={() => back('edit')}
						onSaved={() => {
							announce('Your comment was saved.')
							back('edit')
						}}
					/>
				) : (
					<ReviewText text={comment.body} />
				)}
				{mode !== 'edit' && (comment.can.reply || comment.can.edit || comment.can.delete || reportable) && (
					<div className="comment__actions">
						{comment.can.reply && (
							<Button
								variant="quiet"
								ref={replyButton}
								aria-expanded={mode === 'reply'}
								aria-label={`Reply to ${name}`}
								onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}
							>
								Reply
							</Button>
						)}
						{comment.can.edit && (
							<Button variant="quiet" ref={editButton} aria-label="Edit your comment" onClick={() => setMode('edit')}>
								Edit
							</Button>
						)}
						{comment.can.delete && (
							<Button
								variant="quiet"
								busy={remove.isPending}
								aria-label={`Delete comment by ${name}`}
								onClick={() => setConfirming(true)}
							>
								Delete
							</Button>
						)}
						{reportable && <ReportButton targetKind="comment" targetId={comment.id} what={`${name}'s comment`} />}
					</div>
				)}
				{remove.isError && (
					<p role="alert" className="comment__error">
						The comment was not deleted: {remove.error.message}
					</p>
				)}
				{mode === 'reply' && (
					<CommentForm
						id={`reply-${comment.id}`}
						label={`Your reply to ${name}`}
						submitLabel="Post reply"
						save={(body) => post.mutateAsync({ body, parentId: comment.id })}
						onCancel={() => back('reply')}
						onSaved={() => {
							announce('Your reply was posted.')
							back('reply')
						}}
					/>
				)}
			</article>
			{replies && replies.length > 0 && (
				<ol className="comment__replies" aria-label={`Replies to ${name}`}>
					{replies.map((reply) => (
						<CommentItem
							key={reply.id}
							comment={reply}
							announce={announce}
							onDeleted={() => replyButton.current?.focus() ?? onDeleted()}
						/>
					))}
				</ol>
			)}
			<ConfirmDialog
				open={confirming}
				title="Delete this comment?"
				confirmLabel="Delete comment"
				cancelLabel="Keep it"
				onCancel={() => setConfirming(false)}
				onConfirm={() => {
					setConfirming(false)
					remove.mutate(comment.id, {
						onSuccess: () => {
							announce(
								replies && replies.length > 0
									? 'The comment and its replies were deleted.'
									: 'The comment was deleted.',
							)
							onDeleted()
						},
					})
				}}
			>
				<p>
					{replies && replies.length > 0
						? 'Its replies are deleted with it. This cannot be undone.'
						: 'This cannot be undone.'}
				</p>
			</ConfirmDialog>
		</li>
	)
}
