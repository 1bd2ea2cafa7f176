import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
	type ListInput,
	type ListItemInput,
	ListLikeResponse,
	ListPage,
	type ListPatch,
	ListResponse,
} from '../../../shared/schemas/lists.ts'
import { api, postJson, postJsonOnce } from '../../lib/api.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'

const listKey = (id: string) => ['lists', id] as const
const listUrl = (id: string) => `/lists/${encodeURIComponent(id)}`
const send = (method: string, body?: unknown): RequestInit => ({ ...postJson(body), method })

/** Every list page's query starts with 'lists'; after a write they are all asked again (the open ones at once). */
function useRefreshLists() {
	const queryClient = useQueryClient()
	return (data?: ListResponse) => {
		if (data) queryClient.setQueryData(listKey(data.list.id), data)
		void queryClient.invalidateQueries({ queryKey: ['lists'] })
		void queryClient.invalidateQueries({ queryKey: ['me', 'activity'] })
	}
}

export function useList(id: string, enabled: boolean) {
	// 'all': the page hands this result to a frame that renders only once the session is known (as useEntry does).
	return useQuery({
		queryKey: listKey(id),
		queryFn: () => api(listUrl(id), ListResponse),
		enabled,
		notifyOnChangeProps: 'all',
	})
}

/** The reader's own lists, newest-updated first; with bookId each says whether that book is on it. */
export function useMyLists(bookId?: string) {
	const params: Record<string, string> = { limit: '30' }
	if (bookId) params.bookId = bookId
	return useCursorPages(['lists', 'mine', bookId ?? ''], '/me/lists', params, ListPage)
}

export function useUserLists(username: string) {
	return useCursorPages(
		['lists', 'user', username],
		`/users/${encodeURIComponent(username)}/lists`,
		{ limit: '30' },
		ListPage,
		{ notifyOnChangeProps: 'all' },
	)
}

export function useListSearch(q: string) {
	return useCursorPages(['lists', 'search', q], '/search/lists', { q, limit: '20' }, ListPage)
}

export function useCreateList() {
	const refresh = useRefreshLists()
	return useMutation({
		mutationFn: ({ input, key }: { input: ListInput; key: string }) =>
			api('/lists', ListResponse, postJsonOnce(input, key)),
		onSuccess: refresh,
	})
}

export function useEditList(id: string) {
	const refresh = useRefreshLists()
	return useMutation({
		mutationFn: (patch: ListPatch) => api(listUrl(id), ListResponse, send('PATCH', patch)),
		onSuccess: refresh,
	})
}

export function useDeleteList(id: string) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: () => api(listUrl(id), z.undefined(), { method: 'DELETE' }),
		onSuccess: () => {
			queryClient.removeQueries({ queryKey: listKey(id) })
			void queryClient.invalidateQueries({ queryKey: ['lists'] })
		},
	})
}

/** The writes to a list's books; each answers the whole list, which replaces the cached one. */
export function useListItems(id: string) {
	const refresh = useRefreshLists()
	const item = (bookId: string) => `${listUrl(id)}/items/${encodeURIComponent(bookId)}`
	return {
		add: useMutation({
			mutationFn: (input: ListItemInput) => api(`${listUrl(id)}/items`, ListResponse, postJson(input)),
			onSuccess: refresh,
		}),
		note: useMutation({
			mutationFn: ({ bookId, note }: { bookId: string; note: string }) =>
				api(item(bookId), ListResponse, send('PATCH', { note })),
			onSuccess: refresh,
		}),
		remove: useMutation({
			mutationFn: (bookId: string) => api(item(bookId), ListResponse, { method: 'DELETE' }),
			onSuccess: refresh,
		}),
		reorder: useMutation({
			mutationFn: (bookIds: string[]) => api(`${listUrl(id)}/order`, ListResponse, send('PUT', { bookIds })),
			onSuccess: refresh,
		}),
	}
}

/** Adds a book to one of the reader's lists from elsewhere (the book page): the list's id goes with each call. */
export function useAddToList() {
	const refresh = useRefreshLists()
	return useMutation({
		mutationFn: ({ listId, bookId }: { listId: string; bookId: string }) =>
			api(`${listUrl(listId)}/items`, ListResponse, postJson({ bookId })),
		onSuccess: refresh,
	})
}

export function useLikeList(id: string) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (liked: boolean) =>
			api(`${listUrl(id)}/like`, ListLikeResponse, liked ? postJson() : { method: 'DELETE' }),
		onSuccess: (likes) => {
			queryClient.setQueryData<ListResponse>(listKey(id), (old) => (old ? { list: { ...old.list, ...likes } } : old))
		},
	})
}
