import { CLUB_POST_BODY_MAX, type ClubPostView } from '../../../shared/schemas/club-discussion.ts'
import { ThreadedPostItem } from '../../components/threads/threaded-post-item.tsx'
import { ReviewText } from '../entries/review-text.tsx'
import { ClubPostLike } from './club-post-like.tsx'
import { useDeletePost, useEditPost, usePostInThread } from './club-thread-hooks.ts'

/** A club's post in the forms and items of threaded posts. */
export const CLUB_POST_KIND = {
	block: 'club-post-form',
	max: CLUB_POST_BODY_MAX,
	fields: ['body', 'parentId'],
	item: 'club-post',
	anchor: 'post',
	noun: 'post',
} as const

type ClubPostItemProps = {
	clubId: string
	post: ClubPostView
	replies?: ClubPostView[]
	/** Why a hidden post's text is not shown: 'Hidden until you finish Section 2: Chapters 6–10'. */
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
	const write = usePostInThread(clubId, post.threadId)
	const edit = useEditPost(clubId)
	const remove = useDeletePost(clubId)
	const name = post.author.name || post.author.username
	const withReplies = replies !== undefined && replies.length > 0
	return (
		<ThreadedPostItem
			post={post}
			kind={CLUB_POST_KIND}
			text={(body) => <ReviewText text={body} />}
			hiddenNote={hiddenNote}
			before={<ClubPostLike clubId={clubId} post={post} authorName={name} />}
			saveEdit={(body) => edit.mutateAsync({ id: post.id, body })}
			saveReply={(body) => write.mutateAsync({ body, parentId: post.id })}
			deleting={{
				button: post.opening ? 'Delete thread' : 'Delete',
				label: post.opening ? 'Delete this thread' : `Delete post by ${name}`,
				title: post.opening ? 'Delete this thread?' : 'Delete this post?',
				confirmLabel: post.opening ? 'Delete thread' : 'Delete post',
				warning: post.opening
					? 'It is the first post of the thread: the whole thread goes, with every post in it. This cannot be undone.'
					: withReplies
						? 'Its replies are deleted with it. This cannot be undone.'
						: 'This cannot be undone.',
				what: post.opening ? 'thread' : 'post',
				pending: remove.isPending,
				error: remove.error,
				run: () =>
					remove.mutate(post.id, {
						onSuccess: () => {
							if (post.opening) return onThreadDeleted()
							announce(withReplies ? 'The post and its replies were deleted.' : 'The post was deleted.')
							onDeleted()
						},
					}),
			}}
			announce={announce}
			replies={replies}
			reply={(reply, onReplyDeleted) => (
				<ClubPostItem
					key={reply.id}
					clubId={clubId}
					post={reply}
					hiddenNote={hiddenNote}
					announce={announce}
					onDeleted={onReplyDeleted}
					onThreadDeleted={onThreadDeleted}
				/>
			)}
			onDeleted={onDeleted}
		/>
	)
}
