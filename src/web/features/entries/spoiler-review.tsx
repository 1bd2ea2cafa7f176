import { useId, useState } from 'react'
import { ReviewText } from './review-text.tsx'
import { foldsSpoilers } from './spoiler-fold.ts'

/**
 * A review that may give the story away: collapsed behind a button until the reader asks for it (a disclosure,
 * so screen readers hear whether it is open). Its writer, who knows what is in it, sees it open (foldsSpoilers).
 */
export function SpoilerReview({ entry }: { entry: { review: string; spoilers: boolean; can: { edit: boolean } } }) {
	const [open, setOpen] = useState(false)
	const id = useId()
	const text = entry.review
	if (!text) return null
	if (!foldsSpoilers(entry)) return <ReviewText text={text} />
	return (
		<div className="spoiler">
			<p className="spoiler__note">This review contains spoilers.</p>
			<button
				type="button"
				className="button button--secondary"
				aria-expanded={open}
				aria-controls={id}
				onClick={() => setOpen(!open)}
			>
				{open ? 'Hide the review' : 'Show the review'}
			</button>
			<div id={id} hidden={!open}>
				{open && <ReviewText text={text} />}
			</div>
		</div>
	)
}
