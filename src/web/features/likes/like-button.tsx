import { FormAlert } from '../../components/ui/form-alert.tsx'
import { useSession } from '../site/session-hooks.ts'
import { useEntryLike } from './like-hooks.ts'

const likes = (n: number) => (n === 1 ? '1 like' : `${n.toLocaleString('en-US')} likes`)

const HEART =
	'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z'

/**
 * The entry's like toggle and count. A toggle button (aria-pressed) keeps one name, 'Like', so its state is
 * read as pressed or not; the count beside it is announced when it changes. Visitors see the count alone.
 * In a list of reviews each button names whose review it likes (`label`), and sits closer to its review.
 */
export function LikeButton({
	entry,
	label,
	compact = false,
}: {
	entry: { id: string; likeCount: number; likedByViewer: boolean }
	label?: string
	compact?: boolean
}) {
	const className = compact ? 'like-control like-control--compact' : 'like-control'
	const signedIn = Boolean(useSession().data?.user)
	const setLike = useEntryLike(entry.id)
	const count = (
		<span className="like-control__count" aria-live="polite">
			{likes(entry.likeCount)}
		</span>
	)
	if (!signedIn) return compact && entry.likeCount === 0 ? null : <p className={className}>{count}</p>
	return (
		<div className={className}>
			<button
				type="button"
				className="like-control__button"
				aria-pressed={entry.likedByViewer}
				aria-label={label}
				aria-busy={setLike.isPending || undefined}
				onClick={() => {
					if (!setLike.isPending) setLike.mutate(!entry.likedByViewer)
				}}
			>
				<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
					<path d={HEART} />
				</svg>
				Like
			</button>
			{count}
			<FormAlert message={setLike.isError ? `Nothing changed: ${setLike.error.message}` : null} />
		</div>
	)
}
