import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EntryResponse } from '../../../shared/schemas/entries.ts'
import { EntryLikeResponse } from '../../../shared/schemas/likes.ts'
import { api } from '../../lib/api.ts'

/**
 * Like (true) or unlike (false) an entry. The entry's page takes the server's count at once; lists that show
 * the entry (the book's reviews, the reader's own pages) are asked again when next shown.
 */
export function useEntryLike(entryId: string) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (like: boolean) =>
			api(`/entries/${encodeURIComponent(entryId)}/like`, EntryLikeResponse, { method: like ? 'POST' : 'DELETE' }),
		onSuccess: (likes) => {
			queryClient.setQueryData<EntryResponse>(['entries', entryId], (old) =>
				old ? { entry: { ...old.entry, ...likes } } : old,
			)
			void queryClient.invalidateQueries({ queryKey: ['book-entries'] })
			void queryClient.invalidateQueries({ queryKey: ['me'] })
		},
	})
}
