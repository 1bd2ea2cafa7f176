import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { AuthorResponse, BookResponse, BookSearchResponse } from '../../../shared/schemas/books.ts'
import { EditionResponse, type EditionInput } from '../../../shared/schemas/editions.ts'
import { api, postJsonOnce } from '../../lib/api.ts'

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

/** Adds an edition; the book's page then lists it (its detail is asked for again). */
export function useAddEdition(bookId: string) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: ({ input, key }: { input: EditionInput; key: string }) =>
			api(`/books/${encodeURIComponent(bookId)}/editions`, EditionResponse, postJsonOnce(input, key)),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ['books', 'book', bookId] }),
	})
}
