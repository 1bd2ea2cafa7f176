import { type KeyboardEvent, type PointerEvent, type Ref, useRef, useState } from 'react'
import { RATING_MAX, ratingLabel } from '../../../shared/ratings.ts'
import { StarIcon } from './stars.tsx'
import { ratingAfterKey, ratingAtFraction } from './star-rating-steps.ts'

type StarInputProps = {
	id: string
	label: string
	value: number | null
	onChange: (stars: number | null) => void
	error?: string | undefined
	inputRef?: Ref<HTMLDivElement>
}

const kindOf = (stars: number, index: number) => (stars >= index + 1 ? 'full' : stars >= index + 0.5 ? 'half' : 'empty')

/**
 * A rating from half a star to five, or none. One slider (WAI-ARIA pattern) for keyboards and screen readers:
 * arrows step half a star, Delete clears, and its value is read as '4.5 out of 5 stars'. Pointers tap or drag
 * across the whole row, so each half star is a target while the row keeps the 44 px height touch needs.
 */
export function StarInput({ id, label, value, onChange, error, inputRef }: StarInputProps) {
	const row = useRef<HTMLDivElement>(null)
	const dragging = useRef(false)
	const [hover, setHover] = useState<number | null>(null)
	const shown = hover ?? value ?? 0
	const hintId = `${id}-hint`
	const errorId = error ? `${id}-error` : undefined

	const ratingAt = (clientX: number) => {
		const box = row.current?.getBoundingClientRect()
		return box && box.width > 0 ? ratingAtFraction((clientX - box.left) / box.width) : RATING_MAX
	}
	function onPointerDown(event: PointerEvent<HTMLDivElement>) {
		if (event.button !== 0) return
		event.currentTarget.setPointerCapture(event.pointerId)
		dragging.current = true
		onChange(ratingAt(event.clientX))
	}
	function onPointerMove(event: PointerEvent<HTMLDivElement>) {
		if (dragging.current) onChange(ratingAt(event.clientX))
		// A preview under the mouse only: on touch there is no hover, and a preview would stick after the tap.
		else if (event.pointerType === 'mouse') setHover(ratingAt(event.clientX))
	}
	function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
		const next = ratingAfterKey(value, event.key)
		if (next === undefined) return
		event.preventDefault()
		setHover(null)
		onChange(next)
	}
	function clear() {
		onChange(null)
		// The button goes away with the rating; focus goes back to the stars rather than to the page's top.
		row.current?.focus()
	}

	return (
		<div className={['field', 'star-input', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
			<span className="field__label" id={`${id}-label`}>
				{label}
			</span>
			<p className="field__hint" id={hintId}>
				Tap or click a star, its left half for half a star, or use the arrow keys.
			</p>
			<div className="star-input__row">
				<div
					id={id}
					ref={(el) => {
						row.current = el
						if (typeof inputRef === 'function') inputRef(el)
						else if (inputRef) inputRef.current = el
					}}
					role="slider"
					tabIndex={0}
					className="star-input__stars"
					aria-labelledby={`${id}-label`}
					aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
					aria-invalid={error ? true : undefined}
					aria-valuemin={0}
					aria-valuemax={RATING_MAX}
					aria-valuenow={value ?? 0}
					aria-valuetext={ratingLabel(value)}
					onKeyDown={onKeyDown}
					onPointerDown={onPointerDown}
					onPointerMove={onPointerMove}
					onPointerUp={() => (dragging.current = false)}
					onPointerCancel={() => (dragging.current = false)}
					onPointerLeave={() => setHover(null)}
				>
					{[0, 1, 2, 3, 4].map((index) => (
						<span key={index} className="star-input__star">
							<StarIcon kind={kindOf(shown, index)} />
						</span>
					))}
				</div>
				<span className="star-input__value" aria-hidden="true">
					{value === null ? 'No rating' : `${value} of 5`}
				</span>
				{value !== null && (
					<button type="button" className="button button--quiet star-input__clear" onClick={clear}>
						Clear rating
					</button>
				)}
			</div>
			{error && (
				<p className="field__error" id={errorId}>
					{error}
				</p>
			)}
		</div>
	)
}
