import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FavouritesResponse, Showcase } from '../../../shared/schemas/showcase.ts'
import { api } from '../../lib/api.ts'

const FAVOURITES_KEY = ['me', 'favourites'] as const
/** Under 'profile', so what changes a profile (a follow, a block) asks for its books again too. */
const showcaseKey = (username: string) => ['profile', 'showcase', username.toLowerCase()] as const

export function useShowcase(username: string, enabled: boolean) {
	return useQuery({
		queryKey: showcaseKey(username),
		queryFn: () => api(`/users/${encodeURIComponent(username)}/showcase`, Showcase),
		enabled,
	})
}

export function useFavourites() {
	return useQuery({ queryKey: FAVOURITES_KEY, queryFn: () => api('/profile/favourites', FavouritesResponse) })
}

/** Saves the favourites whole, in this order; the profile's showcase is asked again. */
export function useSaveFavourites() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (bookIds: string[]) =>
			api('/profile/favourites', FavouritesResponse, {
				method: 'PUT',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ bookIds }),
			}),
		onSuccess: (saved) => {
			queryClient.setQueryData(FAVOURITES_KEY, saved)
			return queryClient.invalidateQueries({ queryKey: ['profile', 'showcase'] })
		},
	})
}
