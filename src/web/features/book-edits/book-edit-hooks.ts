import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
	type BookPatch,
	BookEditResponse,
	BookHistoryResponse,
	DuplicatesResponse,
	type NewBookInput,
	NewBookResponse,
} from '../../../shared/schemas/book-edits.ts'
import { api, postJson, postJsonOnce } from '../../lib/api.ts'

const bookPath = (id: string) => `/books/${encodeURIComponent(id)}`

/** A book's edits and what the viewer may do with it (the book page's Edit link too). */
export function useBookHistory(id: string, enabled = true) {
	return useQuery({
		queryKey: ['books', 'history', id],
		queryFn: () => api(`${bookPath(id)}/history`, BookHistoryResponse),
		enabled,
	})
}

export function useFindDuplicates() {
	return useMutation({
		mutationFn: (input: NewBookInput) => api('/books/duplicates', DuplicatesResponse, postJson(input)),
	})
}

export function useAddBook() {
	return useMutation({
		mutationFn: ({ input, key }: { input: NewBookInput; key: string }) =>
			api('/books', NewBookResponse, postJsonOnce(input, key)),
	})
}

/** After a correction the book page and its history show the book as it is now. */
function useBookChanged() {
	const queryClient = useQueryClient()
	return (data: BookEditResponse) => {
		queryClient.setQueryData(['books', 'book', data.book.id], { book: data.book })
		void queryClient.invalidateQueries({ queryKey: ['books', 'history', data.book.id] })
	}
}

export function useEditBook(id: string) {
	const changed = useBookChanged()
	return useMutation({
		mutationFn: (patch: BookPatch) => api(bookPath(id), BookEditResponse, { ...postJson(patch), method: 'PATCH' }),
		onSuccess: changed,
	})
}

/** A new cover for the book named with the file: the new-book form learns the id only once the book is added. */
export function useUploadCover() {
	const changed = useBookChanged()
	return useMutation({
		mutationFn: ({ id, file }: { id: string; file: File }) => {
			const body = new FormData()
			body.append('picture', file)
			// No content-type header: the browser writes the multipart boundary itself.
			return api(`${bookPath(id)}/cover`, BookEditResponse, { method: 'PUT', body })
		},
		onSuccess: changed,
	})
}

export function useRevertEdit(id: string) {
	const changed = useBookChanged()
	return useMutation({
		mutationFn: (editId: string) =>
			api(`${bookPath(id)}/edits/${encodeURIComponent(editId)}/revert`, BookEditResponse, postJson()),
		onSuccess: changed,
	})
}
