import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FollowPage, FollowStatusResponse } from '../../../shared/schemas/follows.ts'
import { api } from '../../lib/api.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'

export type FollowSide = 'followers' | 'following'

/** Under 'profile' so a follow, unfollow or removal anywhere (follow-hooks.ts) asks these again too. */
const followsKey = (username: string, which: FollowSide) => ['profile', 'user', username.toLowerCase(), which] as const

/** A reader's followers or the readers they follow, newest follow first, a page at a time. */
export function useUserFollows(username: string, which: FollowSide) {
	return useCursorPages(
		followsKey(username, which),
		`/users/${encodeURIComponent(username)}/${which}`,
		{ limit: '30' },
		FollowPage,
	)
}

/** The signed-in reader stops `username` following them; their profile's counts and lists are asked again. */
export function useRemoveFollower() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (username: string) =>
			api(`/me/followers/${encodeURIComponent(username)}`, FollowStatusResponse, { method: 'DELETE' }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
	})
}
