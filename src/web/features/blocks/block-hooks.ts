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
 * result can be said where the reader clicked. `onBlocked` updates that page at once (the profile's follows).
 */
export function useSetBlock(username: string, onBlocked?: () => void) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (block: boolean) => api(path(username), BlockStatusResponse, { method: block ? 'POST' : 'DELETE' }),
		onSuccess: ({ blocked }) => {
			if (blocked) onBlocked?.()
			return queryClient.invalidateQueries({
				predicate: (query) => query.queryKey[0] !== 'session',
				refetchType: 'none',
			})
		},
	})
}
export type SetBlock = ReturnType<typeof useSetBlock>
