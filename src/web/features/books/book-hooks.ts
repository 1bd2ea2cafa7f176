import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { AuthorResponse, BookResponse, BookSearchResponse } from '../../../shared/schemas/books.ts'
import { api } from '../../lib/api.ts'

const SEARCH_PAGE_SIZE = 20

/** One page of results; the page shown stays while the next one loads, so paging does not blank the list. */
export function useBookSearch(q: string, page: number) {
	return useQuery({
		queryKey: ['books', 'search', q, page],
		queryFn: () =>
			api(
				`/books/search?${new URLSearchParams({ q, page: String(page), limit: String(SEARCH_PAGE_SIZE) })}`,
				BookSearchResponse,
			),
		enabled: q !== '',
		placeholderData: keepPreviousData,
	})
}

export function useBook(id: string, enabled: boolean) {
	return useQuery({
		queryKey: ['books', 'book', id],
		queryFn: () => api(`/books/${encodeURIComponent(id)}`, BookResponse),
		enabled,
	})
}

export function useAuthor(id: string, enabled: boolean) {
	return useQuery({
		queryKey: ['books', 'author', id],
		queryFn: () => api(`/authors/${encodeURIComponent(id)}`, AuthorResponse),
		enabled,
	})
}
