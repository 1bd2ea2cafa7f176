import { useMutation, useQueryClient } from '@tanstack/react-query'
import { BlockPage, BlockStatusResponse } from '../../../shared/schemas/blocks.ts'
import { api } from '../../lib/api.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'

const BLOCKS_KEY = ['blocks'] as const
const path = (username: string) => `/users/${encodeURIComponent(username)}/block`

/** The readers the signed-in reader blocked, newest first, a page at a time. */
export function useBlocks() {
	return useCursorPages(BLOCKS_KEY, '/me/blocks', {}, BlockPage)
}

/**
 * Block (true) or unblock (false) the reader. Everything cached about other readers may now be wrong (profiles,
 * feeds, book pages), so it is marked stale; the page on screen keeps its data until it is opened again, so the
 * result can be said where the reader clicked.
 */
export function useSetBlock(username: string) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (block: boolean) => api(path(username), BlockStatusResponse, { method: block ? 'POST' : 'DELETE' }),
		onSuccess: () =>
			queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session', refetchType: 'none' }),
	})
}
