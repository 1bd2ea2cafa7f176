import type { ListDetail } from '../../../shared/schemas/lists.ts'
import { Button } from '../../components/ui/button.tsx'
import { useLikeList } from './list-hooks.ts'

const likes = (n: number) => (n === 1 ? '1 like' : `${n.toLocaleString('en-US')} likes`)

/** The like toggle (aria-pressed) with the count; visitors see the count only. A failure is said where it happened. */
export function ListLikeButton({ list }: { list: ListDetail }) {
	const like = useLikeList(list.id)
	return (
		<div className="list-like">
			{list.can.like && (
				<Button
					variant="secondary"
					aria-pressed={list.likedByViewer}
					busy={like.isPending}
					onClick={() => like.mutate(!list.likedByViewer)}
				>
					<span aria-hidden="true">{list.likedByViewer ? '♥ ' : '♡ '}</span>Like this list
				</Button>
			)}
			<span className="list-like__count" role="status">
				{likes(list.likeCount)}
			</span>
			{like.isError && (
				<p role="alert" className="field__error">
					Nothing changed: {like.error.message}
				</p>
			)}
		</div>
	)
}
