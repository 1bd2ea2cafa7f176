import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { FollowPage, FollowStatusResponse } from '../../../shared/schemas/follows.ts'
import { api } from '../../lib/api.ts'
import { OWN_PROFILE_KEY } from '../profiles/profile-hooks.ts'

const FOLLOW_REQUESTS_KEY = ['follows', 'requests'] as const
const path = (username: string) => encodeURIComponent(username)

/**
 * A follow changes the profile's button, its counts and (for a private profile) what the viewer may see, so
 * the profiles are asked again rather than guessed at: no optimistic state to put back on failure.
 */
function useProfilesChanged() {
	const queryClient = useQueryClient()
	return () =>
		Promise.all([
			queryClient.invalidateQueries({ queryKey: ['profile'] }),
			queryClient.invalidateQueries({ queryKey: FOLLOW_REQUESTS_KEY }),
		])
}

/** Follow (or ask to, on a private profile) when `follow` is true; unfollow or withdraw the request otherwise. */
export function useSetFollow(username: string) {
	const changed = useProfilesChanged()
	return useMutation({
		mutationFn: (follow: boolean) =>
			api(`/users/${path(username)}/follow`, FollowStatusResponse, { method: follow ? 'POST' : 'DELETE' }),
		onSuccess: changed,
	})
}

/** The requests waiting for the signed-in reader, newest first, a page at a time. */
export function useFollowRequests() {
	return useInfiniteQuery({
		queryKey: FOLLOW_REQUESTS_KEY,
		queryFn: ({ pageParam }) =>
			api(`/me/follow-requests${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, FollowPage),
		initialPageParam: '',
		getNextPageParam: (last) => last.nextCursor ?? undefined,
	})
}

/** Approve (true) or decline (false) one reader's request; the own profile's follower count changes too. */
export function useAnswerRequest() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: ({ username, approve }: { username: string; approve: boolean }) =>
			approve
				? api(`/me/follow-requests/${path(username)}/approve`, FollowStatusResponse, { method: 'POST' })
				: api(`/me/follow-requests/${path(username)}`, FollowStatusResponse, { method: 'DELETE' }),
		onSuccess: () =>
			Promise.all([
				queryClient.invalidateQueries({ queryKey: FOLLOW_REQUESTS_KEY }),
				queryClient.invalidateQueries({ queryKey: OWN_PROFILE_KEY }),
			]),
	})
}
