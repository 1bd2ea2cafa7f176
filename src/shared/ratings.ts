// Ratings maths, shared by the server (storage, averages) and the web (stars on screen).
// A rating is 0.5 to 5 stars in half steps. It is stored as whole half-stars (1–10) so that sums and
// averages over thousands of entries stay exact integers in SQL on both databases.

export const RATING_MIN = 0.5
export const RATING_MAX = 5
export const HALF_STARS_MAX = 10

/** True for 0.5, 1, 1.5 … 5; false for 0, 4.25, 5.5, NaN. */
export function isValidRating(stars: number): boolean {
	return Number.isFinite(stars) && stars >= RATING_MIN && stars <= RATING_MAX && Number.isInteger(stars * 2)
}

/** 4.5 → 9. Throws for anything isValidRating refuses: callers validate first. */
export function toHalfStars(stars: number): number {
	if (!isValidRating(stars)) throw new RangeError(`Not a rating: ${stars}`)
	return stars * 2
}

/** 9 → 4.5; null stays null (unrated). */
export function fromHalfStars(halfStars: number | null): number | null {
	return halfStars === null ? null : halfStars / 2
}

/** An average in stars to the nearest half star, as star icons show it (3.74 → 3.5, 3.75 → 4). */
export function roundToHalf(stars: number): number {
	return Math.round(stars * 2) / 2
}

/**
 * The average of a histogram of half-star counts (index 0 = half a star … index 9 = five stars), in stars
 * with two decimals as shown next to the stars ('3.87'); null when nobody rated.
 */
export function averageOfHistogram(histogram: readonly number[]): number | null {
	let count = 0
	let sum = 0
	histogram.forEach((n, i) => {
		count += n
		sum += n * (i + 1)
	})
	return count === 0 ? null : Math.round((sum / count / 2) * 100) / 100
}

/** The average of a sum of half-stars over a count of ratings, as averageOfHistogram rounds it. */
export function averageOfHalfStars(sum: number, count: number): number | null {
	return count === 0 ? null : Math.round((sum / count / 2) * 100) / 100
}

/** How many full, half and empty stars out of five show a rating (rounded to the nearest half first). */
export function starParts(stars: number): { full: number; half: number; empty: number } {
	const rounded = Math.min(RATING_MAX, Math.max(0, roundToHalf(stars)))
	const full = Math.floor(rounded)
	const half = rounded - full === 0.5 ? 1 : 0
	return { full, half, empty: 5 - full - half }
}

/** What a screen reader says for a rating: '4.5 out of 5 stars', '1 out of 5 stars', 'Not rated'. */
export function ratingLabel(stars: number | null): string {
	if (stars === null) return 'Not rated'
	return `${stars} out of 5 stars`
}
