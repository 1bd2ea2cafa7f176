import { useQuery } from '@tanstack/react-query'
import { CommunityResponse, SeriesResponse } from '../../../shared/schemas/series.ts'
import { api } from '../../lib/api.ts'

/** The series a book is in, its books in order; `bookId` may be any of them. */
export function useSeries(bookId: string, enabled: boolean) {
	return useQuery({
		queryKey: ['books', 'series', bookId],
		queryFn: () => api(`/series/${encodeURIComponent(bookId)}`, SeriesResponse),
		enabled,
	})
}

/** What catalogues' own readers made of a book (goodbooks-10k's Goodreads ratings), by source. */
export function useCommunity(bookId: string) {
	return useQuery({
		queryKey: ['books', 'community', bookId],
		queryFn: () => api(`/books/${encodeURIComponent(bookId)}/community`, CommunityResponse),
	})
}
