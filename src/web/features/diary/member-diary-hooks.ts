import { DiaryResponse, EntryPage, PAGE_SIZES, type ReviewSort } from '../../../shared/schemas/entries.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'

const base = (username: string) => `/users/${encodeURIComponent(username)}`

/** Someone's diary a page at a time, as the viewer may see it, for one year or all of them. */
export function useMemberDiary(username: string, year: number | null) {
	const params: Record<string, string> = { limit: String(PAGE_SIZES.diary) }
	if (year !== null) params.year = String(year)
	return useCursorPages(['users', username, 'diary', year ?? 'all'], `${base(username)}/diary`, params, DiaryResponse, {
		notifyOnChangeProps: 'all',
	})
}

/** Someone's reviews a page at a time, as the viewer may see them, in the order asked for. */
export const useMemberReviews = (username: string, sort: ReviewSort) =>
	useCursorPages(
		['users', username, 'reviews', sort],
		`${base(username)}/reviews`,
		{ limit: String(PAGE_SIZES.reviews), sort },
		EntryPage,
		{ notifyOnChangeProps: 'all' },
	)
