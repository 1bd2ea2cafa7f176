import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FollowStatusResponse } from '../../../shared/schemas/follows.ts'
import { RemoteFollowPage, RemoteLookup } from '../../../shared/schemas/remote-follows.ts'
import { api } from '../../lib/api.ts'
import { useSite } from '../site/site-hooks.ts'

const REMOTE_KEY = ['remote-follows'] as const

/** Whether this server follows readers on other servers (FEDERATION); until the site is known, it does not. */
export function useFederationOn() {
	return Boolean(useSite().data?.federation)
}
export type RemoteList = 'following' | 'followers' | 'follow-requests'

/** The reader another server answers for @name@host or a profile address; asked once per query. */
export function useRemoteLookup(q: string) {
	return useQuery({
		queryKey: [...REMOTE_KEY, 'lookup', q],
		queryFn: () => api(`/remote/lookup?q=${encodeURIComponent(q)}`, RemoteLookup),
		retry: false,
	})
}

/** The signed-in reader's follows with readers elsewhere: whom they follow, their followers, their requests. */
export function useRemoteFollows(which: RemoteList, enabled = true) {
	const federationOn = useFederationOn()
	return useQuery({
		queryKey: [...REMOTE_KEY, which],
		queryFn: () => api(`/remote/${which}`, RemoteFollowPage),
		enabled: enabled && federationOn,
	})
}

const ACTIONS: Record<string, (id: string) => { path: string; method: 'POST' | 'DELETE' }> = {
	follow: (id) => ({ path: `/remote/readers/${id}/follow`, method: 'POST' }),
	unfollow: (id) => ({ path: `/remote/readers/${id}/follow`, method: 'DELETE' }),
	approve: (id) => ({ path: `/remote/follow-requests/${id}/approve`, method: 'POST' }),
	refuse: (id) => ({ path: `/remote/follow-requests/${id}`, method: 'DELETE' }),
	remove: (id) => ({ path: `/remote/followers/${id}`, method: 'DELETE' }),
}
export type RemoteAction = 'follow' | 'unfollow' | 'approve' | 'refuse' | 'remove'

/** Follow, unfollow, approve, refuse or remove; every remote list and look-up is asked again afterwards. */
export function useRemoteAction() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: ({ action, id }: { action: RemoteAction; id: string }) => {
			const request = ACTIONS[action]?.(encodeURIComponent(id))
			if (!request) throw new Error(`No such action: ${action}`)
			return api(request.path, FollowStatusResponse, { method: request.method })
		},
		onSuccess: () => queryClient.invalidateQueries({ queryKey: REMOTE_KEY }),
	})
}
