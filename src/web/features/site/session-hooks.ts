import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { type SessionUser, SessionView } from '../../../shared/schemas/auth.ts'
import { api } from '../../lib/api.ts'

export const SESSION_KEY = ['session'] as const

/** Who is signed in; main.tsx asks as soon as the app starts, before any page has rendered. */
export const sessionQuery = queryOptions({
	queryKey: SESSION_KEY,
	queryFn: () => api('/session', SessionView),
	staleTime: 60_000,
})

export function useSession() {
	return useQuery(sessionQuery)
}

/** After sign-in or sign-out the answer already says who is signed in: show it at once, then re-check. */
export function useSetSessionUser() {
	const queryClient = useQueryClient()
	return useCallback(
		(user: SessionUser | null) => {
			// Whatever another reader's pages cached must not survive a change of reader.
			queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] })
			queryClient.setQueryData<SessionView>(SESSION_KEY, { user })
			// Confirm with the server in the background: the page can move on now, and if the cookie did not
			// stick (a blocked cookie, a proxy stripping it) the shell's check sends the reader to sign in.
			void queryClient.invalidateQueries({ queryKey: SESSION_KEY })
		},
		[queryClient],
	)
}
