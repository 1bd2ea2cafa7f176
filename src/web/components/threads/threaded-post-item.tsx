import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'
import { Avatar } from '../ui/avatar.tsx'
import { Button } from '../ui/button.tsx'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { ThreadedPostForm, type ThreadedPostKind } from './threaded-post-form.tsx'

/** A post in a thread as the server sends it; `body` is null where the viewer may not read its text yet. */
export type ThreadedPost = {
	id: string
	author: { username: string; name: string; image: string | null }
	createdAt: string
	edited: boolean
	body: string | null
	can: { reply: boolean; edit: boolean; delete: boolean }
}

/** Deleting the post: the words of its button, dialog and failure, and the mutation's state. */
export type ThreadedPostDeleting = {
	button: string
	/** The button's accessible name: 'Delete comment by Ada'. */
	label: string
	title: string
	confirmLabel: string
	warning: string
	/** What the failure names: 'The comment was not deleted: …'. */
	what: string
	pending: boolean
	error: Error | null
	/** Deletes it; the caller announces it and moves focus. */
	run: () => void
}

type ThreadedPostItemProps<Post extends ThreadedPost> = {
	post: Post
	kind: ThreadedPostKind & {
		/** The item's CSS block: 'club-post', 'comment'. */
		item: string
		/** The element's id is `${anchor}-${post.id}`, which links to it. */
		anchor: string
		noun: 'post' | 'comment'
	}
	/** Shows the text as the reader wrote it. */
	text: (body: string) => ReactNode
	/** Why a post without text has none: 'Hidden until you finish Section 2: Chapters 6–10'. */
	hiddenNote?: string
	/** A note above the text. */
	notice?: ReactNode
	/** Actions before Reply, Edit and Delete, and after them. */
	before?: ReactNode
	after?: ReactNode
	saveEdit: (body: string) => Promise<unknown>
	saveReply: (body: string) => Promise<unknown>
	deleting: ThreadedPostDeleting
	/** Says what just happened in the thread's live region. */
	announce: (message: string) => void
	replies?: Post[]
	/** A reply, given where focus goes once it is gone. */
	reply: (reply: Post, onDeleted: () => void) => ReactNode
	/** Where focus goes once this post is gone. */
	onDeleted: () => void
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * One post of a thread (a club's discussion, an entry's comments) and, for a top-level one, its replies, with
 * what the viewer may do: reply, edit, delete, and the kind's own actions. A post without text shows who wrote it
 * and when; its text is not in the page at all (the server did not send it).
 */
export function ThreadedPostItem<Post extends ThreadedPost>({
	post,
	kind,
	text,
	hiddenNote,
	notice,
	before,
	after,
	saveEdit,
	saveReply,
	deleting,
	announce,
	replies,
	reply,
	onDeleted,
}: ThreadedPostItemProps<Post>) {
	const dates = useReaderTime()
	const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read')
	const [confirming, setConfirming] = useState(false)
	const replyButton = useRef<HTMLButtonElement>(null)
	const editButton = useRef<HTMLButtonElement>(null)
	const name = post.author.name || post.author.username
	const block = kind.item
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
	const acts = before || after || post.can.reply || post.can.edit || post.can.delete
	return (
		<li className={block} id={`${kind.anchor}-${post.id}`}>
			<article className={`${block}__body`} aria-label={`${capital(kind.noun)} by ${name}`}>
				<header className={`${block}__head`}>
					<Avatar src={post.author.image} name={name} size="small" />
					<Link to={publicProfilePath(post.author.username)} className={`${block}__author`}>
						{name}
					</Link>
					<time className={`${block}__time muted`} dateTime={post.createdAt}>
						{dates.dateTime(post.createdAt)}
					</time>
					{post.edited && <span className={`${block}__edited muted`}>(edited)</span>}
				</header>
				{notice}
				{post.body === null ? (
					<p className={`${block}__hidden`}>{hiddenNote}</p>
				) : mode === 'edit' ? (
					<ThreadedPostForm
						kind={kind}
						id={`edit-${post.id}`}
						label={`Edit your ${kind.noun}`}
						submitLabel="Save"
						initial={post.body}
						save={saveEdit}
						onCancel={() => back('edit')}
						onSaved={() => {
							announce(`Your ${kind.noun} was saved.`)
							back('edit')
						}}
					/>
				) : (
					text(post.body)
				)}
				{post.body !== null && mode !== 'edit' && acts && (
					<div className={`${block}__actions`}>
						{before}
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
							<Button
								variant="quiet"
								ref={editButton}
								aria-label={`Edit your ${kind.noun}`}
								onClick={() => setMode('edit')}
							>
								Edit
							</Button>
						)}
						{post.can.delete && (
							<Button
								variant="quiet"
								busy={deleting.pending}
								aria-label={deleting.label}
								onClick={() => setConfirming(true)}
							>
								{deleting.button}
							</Button>
						)}
						{after}
					</div>
				)}
				{deleting.error && (
					<p role="alert" className={`${block}__error`}>
						The {deleting.what} was not deleted: {deleting.error.message}
					</p>
				)}
				{mode === 'reply' && (
					<ThreadedPostForm
						kind={kind}
						id={`reply-${post.id}`}
						label={`Your reply to ${name}`}
						submitLabel="Post reply"
						save={saveReply}
						onCancel={() => back('reply')}
						onSaved={() => {
							announce('Your reply was posted.')
							back('reply')
						}}
					/>
				)}
			</article>
			{replies && replies.length > 0 && (
				<ol className={`${block}__replies`} aria-label={`Replies to ${name}`}>
					{replies.map((one) => reply(one, () => replyButton.current?.focus() ?? onDeleted()))}
				</ol>
			)}
			<ConfirmDialog
				open={confirming}
				title={deleting.title}
				confirmLabel={deleting.confirmLabel}
				cancelLabel="Keep it"
				onCancel={() => setConfirming(false)}
				onConfirm={() => {
					setConfirming(false)
					deleting.run()
				}}
			>
				<p>{deleting.warning}</p>
			</ConfirmDialog>
		</li>
	)
}
