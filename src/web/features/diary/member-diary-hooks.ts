import { DiaryResponse, EntryPage, PAGE_SIZES } from '../../../shared/schemas/entries.ts'
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

/** Someone's reviews a page at a time, as the viewer may see them, the most recently updated first. */
export const useMemberReviews = (username: string) =>
	useCursorPages(
		['users', username, 'reviews'],
		`${base(username)}/reviews`,
		{ limit: String(PAGE_SIZES.reviews) },
		EntryPage,
		{ notifyOnChangeProps: 'all' },
	)
