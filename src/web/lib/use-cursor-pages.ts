import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from './api.ts'

/**
 * A list the API sends a page at a time with an opaque cursor (`nextCursor`, passed back as `cursor`), for a
 * Load more button: `path` is the endpoint, `params` its other query parameters.
 */
export function useCursorPages<T extends z.ZodType<{ nextCursor: string | null }>>(queryKey: QueryKey, path: string, params: Record<string, string>, schema: T) {
	return useInfiniteQuery({
		queryKey,
		queryFn: ({ pageParam }): Promise<z.infer<T>> => {
			const query = new URLSearchParams(params)
			if (pageParam) query.set('cursor', pageParam)
			return api(`${path}?${query}`, schema)
		},
		initialPageParam: '',
		getNextPageParam: (last) => last.nextCursor ?? undefined,
	})
}
