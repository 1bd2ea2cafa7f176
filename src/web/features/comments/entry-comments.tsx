import { useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { ThreadedPostForm } from '../../components/threads/threaded-post-form.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { useSession } from '../site/session-hooks.ts'
import { COMMENT_KIND, CommentItem } from './comment-item.tsx'
import { useComments, usePostComment } from './comment-hooks.ts'

const counted = (n: number) => (n === 1 ? '1 comment' : `${n.toLocaleString('en-US')} comments`)

/**
 * The comments under an entry: threads oldest first, a form for signed-in readers, a way to sign in for
 * visitors. What happened (posted, saved, deleted) is said in one live region; focus stays where the reader was.
 */
export function EntryComments({ entryId }: { entryId: string }) {
	const comments = useComments(entryId)
	const post = usePostComment(entryId)
	const signedIn = Boolean(useSession().data?.user)
	const { pathname } = useLocation()
	const [said, setSaid] = useState('')
	const heading = useRef<HTMLHeadingElement>(null)
	return (
		<section className="entry-comments" aria-labelledby="comments-heading">
			<h2 id="comments-heading" ref={heading} tabIndex={-1}>
				Comments{comments.data && comments.data.count > 0 ? ` (${comments.data.count})` : ''}
			</h2>
			<p role="status" className="visually-hidden">
				{said}
			</p>
			<QueryState query={comments}>
				{(data) =>
					data.count === 0 ? (
						<p className="muted">No comments yet.</p>
					) : (
						<ol className="comment-list" aria-label={counted(data.count)}>
							{data.comments.map((thread) => (
								<CommentItem
									key={thread.id}
									comment={thread}
									replies={thread.replies}
									announce={setSaid}
									onDeleted={() => heading.current?.focus()}
								/>
							))}
						</ol>
					)
				}
			</QueryState>
			{signedIn ? (
				<ThreadedPostForm
					kind={COMMENT_KIND}
					id="new-comment"
					label="Add a comment"
					submitLabel="Post comment"
					save={(body) => post.mutateAsync({ body })}
					onSaved={() => setSaid('Your comment was posted.')}
				/>
			) : (
				<p className="entry-comments__sign-in">
					<Link to={`/login?next=${encodeURIComponent(pathname)}`}>Sign in</Link> to comment.
				</p>
			)}
		</section>
	)
}
