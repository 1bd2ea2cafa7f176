import { DiaryResponse, PAGE_SIZES } from '../../../shared/schemas/entries.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'

/** Every page about the reader's own reading starts with 'me', so logging, editing or deleting can refresh them all at once. */
export const diaryKey = (year: number | null) => ['me', 'diary', year ?? 'all'] as const

/** The diary a page at a time (newest read first), for one year or all of them. */
export function useDiary(year: number | null) {
	const params: Record<string, string> = { limit: String(PAGE_SIZES.diary) }
	if (year !== null) params.year = String(year)
	return useCursorPages(diaryKey(year), '/me/diary', params, DiaryResponse)
}
