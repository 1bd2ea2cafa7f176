import { useId } from 'react'
import { ratingLabel, starParts } from '../../../shared/ratings.ts'

/**
 * A rating shown as five stars (halves included), read out as words: '4.5 out of 5 stars'. Averages are
 * rounded to the nearest half for the icons; the label says the exact value.
 */
export function Stars({ rating, size = 'medium' }: { rating: number | null; size?: 'small' | 'medium' | 'large' }) {
	if (rating === null) return null
	const { full, half, empty } = starParts(rating)
	const icons = [
		...Array<string>(full).fill('full'),
		...Array<string>(half).fill('half'),
		...Array<string>(empty).fill('empty'),
	]
	return (
		<span className={`stars stars--${size}`} role="img" aria-label={ratingLabel(rating)}>
			{icons.map((kind, i) => (
				<StarIcon key={i} kind={kind} />
			))}
		</span>
	)
}

/** One star: filled, half filled (left half) or outlined. Drawn in currentColor. */
export function StarIcon({ kind }: { kind: string }) {
	// React's ids ('_r_1_') are valid in a url() reference as they are, on the server as in the browser.
	const gradient = useId()
	const fill = kind === 'full' ? 'currentColor' : kind === 'half' ? `url(#${gradient})` : 'none'
	return (
		<svg className={`star star--${kind}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
			{kind === 'half' && (
				<defs>
					<linearGradient id={gradient}>
						<stop offset="50%" stopColor="currentColor" />
						<stop offset="50%" stopColor="transparent" />
					</linearGradient>
				</defs>
			)}
			<path
				d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
				fill={fill}
				stroke="currentColor"
				strokeWidth="1.6"
				strokeLinejoin="round"
			/>
		</svg>
	)
}
