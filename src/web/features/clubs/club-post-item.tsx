import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import type { ClubPostView } from '../../../shared/schemas/club-discussion.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { ReviewText } from '../entries/review-text.tsx'
import { ClubPostForm } from './club-post-form.tsx'
import { ClubPostLike } from './club-post-like.tsx'
import { useDeletePost, useEditPost, usePostInThread } from './club-thread-hooks.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

type ClubPostItemProps = {
	clubId: string
	post: ClubPostView
	replies?: ClubPostView[]
	/** Why a hidden post's text is not shown: 'Hidden until you reach Section 2: Chapters 6–10'. */
	hiddenNote: string
	/** Says what just happened in the thread's live region. */
	announce: (message: string) => void
	/** Where focus goes once this post is gone. */
	onDeleted: () => void
	/** The thread's first post was deleted, and the thread with it. */
	onThreadDeleted: () => void
}

/**
 * One post (and, for a top-level one, its replies) with what the viewer may do: like, reply, edit, delete. A
 * hidden post shows who wrote it and when; its text is not in the page at all (the server did not send it).
 */
export function ClubPostItem({
	clubId,
	post,
	replies,
	hiddenNote,
	announce,
	onDeleted,
	onThreadDeleted,
}: ClubPostItemProps) {
	const dates = useReaderTime()
	const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read')
	const [confirming, setConfirming] = useState(false)
	const write = usePostInThread(clubId, post.threadId)
	const edit = useEditPost(clubId)
	const remove = useDeletePost(clubId)
	const replyButton = useRef<HTMLButtonElement>(null)
	const editButton = useRef<HTMLButtonElement>(null)
	const name = post.author.name || post.author.username
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
	const what = post.opening ? 'thread' : 'post'
	return (
		<li className="club-post" id={`post-${post.id}`}>
			<article className="club-post__body" aria-label={`Post by ${name}`}>
				<header className="club-post__head">
					<Avatar src={post.author.image} name={name} size="small" />
					<Link to={publicProfilePath(post.author.username)} className="club-post__author">
						{name}
					</Link>
					<time className="club-post__time muted" dateTime={post.createdAt}>
						{dates.dateTime(post.createdAt)}
					</time>
					{post.edited && <span className="club-post__edited muted">(edited)</span>}
				</header>
				{post.body === null ? (
					<p className="club-post__hidden">{hiddenNote}</p>
				) : mode === 'edit' ? (
					<ClubPostForm
						id={`edit-${post.id}`}
						label="Edit your post"
						submitLabel="Save"
						initial={post.body}
						save={(body) => edit.mutateAsync({ id: post.id, body })}
						onCancel={() => back('edit')}
						onSaved={() => {
							announce('Your post was saved.')
							back('edit')
						}}
					/>
				) : (
					<ReviewText text={post.body} />
				)}
				{post.body !== null && mode !== 'edit' && (
					<div className="club-post__actions">
						<ClubPostLike clubId={clubId} post={post} authorName={name} />
						{post.can.reply && (
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
						{post.can.edit && (
							<Button variant="quiet" ref={editButton} aria-label="Edit your post" onClick={() => setMode('edit')}>
								Edit
							</Button>
						)}
						{post.can.delete && (
							<Button
								variant="quiet"
								busy={remove.isPending}
								aria-label={post.opening ? 'Delete this thread' : `Delete post by ${name}`}
								onClick={() => setConfirming(true)}
							>
								{post.opening ? 'Delete thread' : 'Delete'}
							</Button>
						)}
					</div>
				)}
				{remove.isError && (
					<p role="alert" className="club-post__error">
						The {what} was not deleted: {remove.error.message}
					</p>
				)}
				{mode === 'reply' && (
					<ClubPostForm
						id={`reply-${post.id}`}
						label={`Your reply to ${name}`}
						submitLabel="Post reply"
						save={(body) => write.mutateAsync({ body, parentId: post.id })}
						onCancel={() => back('reply')}
						onSaved={() => {
							announce('Your reply was posted.')
							back('reply')
						}}
					/>
				)}
			</article>
			{replies && replies.length > 0 && (
				<ol className="club-post__replies" aria-label={`Replies to ${name}`}>
					{replies.map((reply) => (
						<ClubPostItem
							key={reply.id}
							clubId={clubId}
							post={reply}
							hiddenNote={hiddenNote}
							announce={announce}
							onDeleted={() => replyButton.current?.focus() ?? onDeleted()}
							onThreadDeleted={onThreadDeleted}
						/>
					))}
				</ol>
			)}
			<ConfirmDialog
				open={confirming}
				title={post.opening ? 'Delete this thread?' : 'Delete this post?'}
				confirmLabel={post.opening ? 'Delete thread' : 'Delete post'}
				cancelLabel="Keep it"
				onCancel={() => setConfirming(false)}
				onConfirm={() => {
					setConfirming(false)
					remove.mutate(post.id, {
						onSuccess: () => {
							if (post.opening) return onThreadDeleted()
							announce(
								replies && replies.length > 0 ? 'The post and its replies were deleted.' : 'The post was deleted.',
							)
							onDeleted()
						},
					})
				}}
			>
				<p>
					{post.opening
						? 'It is the first post of the thread: the whole thread goes, with every post in it. This cannot be undone.'
						: replies && replies.length > 0
							? 'Its replies are deleted with it. This cannot be undone.'
							: 'This cannot be undone.'}
				</p>
			</ConfirmDialog>
		</li>
	)
}
