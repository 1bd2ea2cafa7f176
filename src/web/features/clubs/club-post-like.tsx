import type { ClubPostView } from '../../../shared/schemas/club-discussion.ts'
import { Button } from '../../components/ui/button.tsx'
import { useLikePost } from './club-thread-hooks.ts'

const likes = (n: number) => (n === 1 ? '1 like' : `${n.toLocaleString('en-US')} likes`)

/** A post's like toggle (aria-pressed), naming whose post it likes, with the count; a failure is said where it happened. */
export function ClubPostLike({ clubId, post, authorName }: { clubId: string; post: ClubPostView; authorName: string }) {
	const like = useLikePost(clubId, post.id)
	return (
		<div className="club-post-like">
			<Button
				variant="quiet"
				aria-pressed={post.likedByViewer}
				aria-label={`Like ${authorName}'s post`}
				busy={like.isPending}
				onClick={() => like.mutate(!post.likedByViewer)}
			>
				<span aria-hidden="true">{post.likedByViewer ? '♥' : '♡'}</span> Like
			</Button>
			<span className="club-post-like__count" aria-live="polite">
				{likes(post.likeCount)}
			</span>
			{like.isError && (
				<p role="alert" className="field__error">
					Nothing changed: {like.error.message}
				</p>
			)}
		</div>
	)
}
