import type { ProgressView } from '../../../shared/schemas/shelves.ts'

/**
 * Where a reader is in a book: 'Page 120 of 304 · 39%' when the book's length is known, 'Page 120' when not,
 * '39%' for a percentage (the page is not guessed from it: editions differ in length).
 */
export function progressLabel(progress: Pick<ProgressView, 'page' | 'percent'>, pageCount: number | null): string {
	if (progress.page === null) return `${progress.percent ?? 0}%`
	if (!pageCount) return `Page ${progress.page}`
	const percent = Math.min(100, Math.round((progress.page / pageCount) * 100))
	return `Page ${progress.page} of ${pageCount} · ${percent}%`
}

/** '1 rating', '1,204 ratings': the count beside something, in the same en-US the pages use. */
export const countOf = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** A half-star bucket of the histogram as words: index 0 → '½ star', 8 → '4½ stars', 9 → '5 stars'. */
export function bucketLabel(index: number): string {
	const stars = (index + 1) / 2
	const text = stars < 1 ? '½' : Number.isInteger(stars) ? String(stars) : `${Math.floor(stars)}½`
	return `${text} ${stars <= 1 ? 'star' : 'stars'}`
}
