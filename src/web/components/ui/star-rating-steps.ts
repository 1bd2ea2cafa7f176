import { RATING_MAX, RATING_MIN } from '../../../shared/ratings.ts'

/**
 * Where on the row of five stars a pointer is (0 = left edge, 1 = right edge) as a rating: each star has two
 * halves, and the left half of a star is that star's half. The very left edge still means half a star: a tap
 * there is a reader asking for the least, not for none (the Clear button is for none).
 */
export function ratingAtFraction(fraction: number): number {
	const halves = Math.ceil(Math.min(1, Math.max(0, fraction)) * 10)
	return Math.min(RATING_MAX, Math.max(RATING_MIN, halves / 2))
}

const clamp = (stars: number) => Math.min(RATING_MAX, Math.max(RATING_MIN, stars))

/**
 * The rating after a key press, as sliders answer keys (WAI-ARIA slider pattern): arrows step half a star, Page
 * Up/Down a whole star, Home/End go to the ends, Delete/Backspace clear. undefined for keys the widget leaves alone.
 */
export function ratingAfterKey(current: number | null, key: string): number | null | undefined {
	const from = current ?? 0
	switch (key) {
		case 'ArrowRight':
		case 'ArrowUp':
			return clamp(from + 0.5)
		case 'ArrowLeft':
		case 'ArrowDown':
			return current === null ? null : clamp(from - 0.5)
		case 'PageUp':
			return clamp(from + 1)
		case 'PageDown':
			return current === null ? null : clamp(from - 1)
		case 'Home':
			return RATING_MIN
		case 'End':
			return RATING_MAX
		case 'Delete':
		case 'Backspace':
			return null
		default:
			return undefined
	}
}
