import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from './api.ts'

/**
 * A list the API sends a page at a time with an opaque cursor (`nextCursor`, passed back as `cursor`), for a
 * Load more button: `path` is the endpoint, `params` its other query parameters. A page open to visitors passes
 * `{ notifyOnChangeProps: 'all' }`: it hands the result to a frame that renders only once the session is known,
 * and with tracked props the page would then re-render only when what it read itself (`error`) changed.
 */
export function useCursorPages<T extends z.ZodType<{ nextCursor: string | null }>>(
	queryKey: QueryKey,
	path: string,
	params: Record<string, string>,
	schema: T,
	options: { notifyOnChangeProps?: 'all' } = {},
) {
	return useInfiniteQuery({
		...options,
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
