import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { NotificationPage, UnreadCount } from '../../../shared/schemas/notifications.ts'
import { api } from '../../lib/api.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'

const UNREAD_KEY = ['notifications', 'unread'] as const
// The menu's count is asked every minute while the tab is open, and on navigation when it is older than this:
// a reader clicking through pages costs one small request every few seconds at most.
const POLL_MS = 60_000
const NAVIGATION_MIN_AGE_MS = 10_000

export function useNotifications() {
	return useCursorPages(['notifications', 'list'], '/me/notifications', { limit: '30' }, NotificationPage)
}

/** The unread count for the shell's menu, refreshed every minute and on navigation (not more often than every ten seconds). */
export function useUnreadCount() {
	const { pathname } = useLocation()
	const unread = useQuery({
		queryKey: UNREAD_KEY,
		queryFn: () => api('/me/notifications/unread-count', UnreadCount),
		refetchInterval: POLL_MS,
	})
	const { dataUpdatedAt, refetch } = unread
	// Runs again when the count arrives too, but a count just arrived is young: only a change of page asks again.
	useEffect(() => {
		if (dataUpdatedAt > 0 && Date.now() - dataUpdatedAt > NAVIGATION_MIN_AGE_MS) void refetch()
	}, [pathname, dataUpdatedAt, refetch])
	return unread
}

/** Marks everything until now read; the menu's count follows at once. */
export function useMarkRead() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: () => api('/me/notifications/read', UnreadCount, { method: 'POST' }),
		onSuccess: (count) => queryClient.setQueryData(UNREAD_KEY, count),
	})
}
