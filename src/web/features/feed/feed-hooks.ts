import { useQuery } from '@tanstack/react-query'
import { FeedPage, FriendsReadingResponse, PopularFriendsResponse } from '../../../shared/schemas/feed.ts'
import { api } from '../../lib/api.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'

/** The follows' activity, newest first, 20 at a time. */
export function useHomeFeed() {
	return useCursorPages(['home', 'feed'], '/me/feed', { limit: '20' }, FeedPage)
}

export function usePopularWithFriends() {
	return useQuery({
		queryKey: ['home', 'popular-friends'],
		queryFn: () => api('/popular/friends', PopularFriendsResponse),
	})
}

/** What the follows are reading now, with their progress. */
export function useFriendsReading() {
	return useQuery({
		queryKey: ['home', 'friends-reading'],
		queryFn: () => api('/me/friends-reading', FriendsReadingResponse),
	})
}
