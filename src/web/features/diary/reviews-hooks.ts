import { EntryPage, PAGE_SIZES } from '../../../shared/schemas/entries.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'

export const REVIEWS_KEY = ['me', 'reviews'] as const

/** The reader's reviews a page at a time, the most recently updated first. */
export const useReviews = () =>
	useCursorPages(REVIEWS_KEY, '/me/reviews', { limit: String(PAGE_SIZES.reviews) }, EntryPage)
