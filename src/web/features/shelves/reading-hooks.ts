import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ProgressInput, ReadingStateResponse, type ShelfStatus } from '../../../shared/schemas/shelves.ts'
import { api, postJson } from '../../lib/api.ts'
import { bookEntriesKey } from '../entries/book-entries-hooks.ts'

const book = (bookId: string) => `/books/${encodeURIComponent(bookId)}`
const readingKey = (bookId: string) => ['reading', bookId] as const

/** The signed-in reader's shelf, entries and progress for one book. */
export function useReadingState(bookId: string) {
	return useQuery({ queryKey: readingKey(bookId), queryFn: () => api(`${book(bookId)}/reading`, ReadingStateResponse) })
}

/**
 * Puts the book on a shelf (or takes it off with null). The choice shows at once and is put back if the server
 * refuses. Shelving it 'read' changes which spoiler reviews the book's list holds, so that list is asked again.
 * Arrow keys along the radios send one change per status passed: they go one at a time, in order, and only the
 * last answer is shown, so an earlier one cannot flick the control back.
 */
export function useSetShelf(bookId: string) {
	const queryClient = useQueryClient()
	const mutationKey = ['shelf', bookId]
	return useMutation({
		mutationKey,
		scope: { id: `shelf-${bookId}` },
		mutationFn: (status: ShelfStatus | null) =>
			status === null
				? api(`${book(bookId)}/shelf`, ReadingStateResponse, { method: 'DELETE' })
				: api(`${book(bookId)}/shelf`, ReadingStateResponse, { ...postJson({ status }), method: 'PUT' }),
		onMutate: async (status) => {
			await queryClient.cancelQueries({ queryKey: readingKey(bookId) })
			const before = queryClient.getQueryData<ReadingStateResponse>(readingKey(bookId))
			if (before) {
				const now = new Date().toISOString()
				const shelf =
					status === null
						? null
						: { visibility: 'public' as const, addedAt: now, ...before.shelf, status, updatedAt: now }
				queryClient.setQueryData<ReadingStateResponse>(readingKey(bookId), { ...before, shelf })
			}
			return { before }
		},
		onError: (_error, _status, context) => {
			if (context?.before) queryClient.setQueryData(readingKey(bookId), context.before)
		},
		onSuccess: (state) => {
			if (queryClient.isMutating({ mutationKey }) > 1) return
			queryClient.setQueryData(readingKey(bookId), state)
			void queryClient.invalidateQueries({ queryKey: bookEntriesKey(bookId) })
		},
	})
}

/** A progress update; the answer is the new reading state (the book is on 'reading' now). */
export function usePostProgress(bookId: string) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (input: ProgressInput) => api(`${book(bookId)}/progress`, ReadingStateResponse, postJson(input)),
		onSuccess: (state) => queryClient.setQueryData(readingKey(bookId), state),
	})
}
