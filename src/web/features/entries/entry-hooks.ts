import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { type EntryInput, type EntryPatch, EntryResponse } from '../../../shared/schemas/entries.ts'
import type { Visibility } from '../../../shared/schemas/visibility.ts'
import { api, postJson, postJsonOnce } from '../../lib/api.ts'
import { useOwnProfile } from '../profiles/profile-hooks.ts'

const entryKey = (id: string) => ['entries', id] as const
const entryUrl = (id: string) => `/entries/${encodeURIComponent(id)}`

/**
 * An entry shows up on many pages: the reader's own ('me': diary, reviews, activity, readlist), the book's
 * reading state and reviews, Popular this week, and the profile's counts. After any write they are all asked
 * again, the active ones at once and the rest when next shown.
 */
const READING_QUERIES = [['me'], ['entries'], ['reading'], ['book-entries'], ['popular'], ['profile']] as const

function useRefreshReading() {
	const queryClient = useQueryClient()
	return () => {
		for (const queryKey of READING_QUERIES) void queryClient.invalidateQueries({ queryKey })
	}
}

export function useEntry(id: string, enabled: boolean) {
	return useQuery({
		queryKey: entryKey(id),
		queryFn: () => api(entryUrl(id), EntryResponse),
		enabled,
		// The entry's page hands this result to a frame that renders it only once the session is known. Tracked
		// props would then re-render the page only when `error` changed (the one prop it read itself), and an entry
		// that arrived before the session stayed 'Loading…' for good; every change re-renders instead.
		notifyOnChangeProps: 'all',
	})
}

export function useLogEntry() {
	const refresh = useRefreshReading()
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: ({ input, key }: { input: EntryInput; key: string }) =>
			api('/entries', EntryResponse, postJsonOnce(input, key)),
		onSuccess: (data) => {
			refresh()
			queryClient.setQueryData(entryKey(data.entry.id), data)
		},
	})
}

export function useEditEntry(id: string) {
	const refresh = useRefreshReading()
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (patch: EntryPatch) => api(entryUrl(id), EntryResponse, { ...postJson(patch), method: 'PATCH' }),
		onSuccess: (data) => {
			refresh()
			queryClient.setQueryData(entryKey(id), data)
		},
	})
}

export function useDeleteEntry(id: string) {
	const refresh = useRefreshReading()
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: () => api(entryUrl(id), z.undefined(), { method: 'DELETE' }),
		onSuccess: () => {
			// Gone from the cache, so a later visit to its address asks the server (and finds nothing) instead of
			// showing the deleted entry. The edit page stops reading it once this mutation succeeded.
			queryClient.removeQueries({ queryKey: entryKey(id) })
			refresh()
		},
	})
}

/**
 * Who sees the reader's new entries unless they choose otherwise: their setting, public when it cannot be read
 * (the server applies the setting itself when no visibility is sent, so a failure here changes only the form's start).
 */
export function useDefaultVisibility(): { pending: boolean; value: Visibility } {
	const profile = useOwnProfile()
	return { pending: profile.isPending, value: profile.data?.settings?.entryVisibility ?? 'public' }
}
