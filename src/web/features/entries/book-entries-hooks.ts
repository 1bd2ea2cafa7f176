import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { BookEntriesResponse, PAGE_SIZES } from '../../../shared/schemas/entries.ts'
import { api } from '../../lib/api.ts'

export const bookEntriesKey = (bookId: string) => ['book-entries', bookId] as const

export type SpoilerMode = 'hide' | 'show'

/** Readers' reviews of the book page by page, with the rating summary (on every page; the first is used). */
export function useBookEntries(bookId: string, spoilers: SpoilerMode) {
	return useInfiniteQuery({
		queryKey: [...bookEntriesKey(bookId), spoilers],
		queryFn: ({ pageParam }) => {
			const params = new URLSearchParams({ limit: String(PAGE_SIZES.bookReviews), spoilers })
			if (pageParam) params.set('cursor', pageParam)
			return api(`/books/${encodeURIComponent(bookId)}/entries?${params}`, BookEntriesResponse)
		},
		initialPageParam: '',
		getNextPageParam: (last) => last.nextCursor ?? undefined,
		// Showing the hidden spoilers keeps the list on screen while it is asked again with them.
		placeholderData: keepPreviousData,
	})
}
