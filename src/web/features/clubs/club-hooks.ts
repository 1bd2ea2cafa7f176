import { useQuery } from '@tanstack/react-query'
import { ClubResponse } from '../../../shared/schemas/clubs.ts'
import { api } from '../../lib/api.ts'

/** Every club query's key starts with 'clubs'; a write asks them again. */
export const clubKey = (id: string) => ['clubs', id] as const
export const clubUrl = (id: string) => `/clubs/${encodeURIComponent(id)}`

export function useClub(id: string, enabled: boolean) {
	// 'all': the page hands this result to a frame that renders only once the session is known (as useList does).
	return useQuery({
		queryKey: clubKey(id),
		queryFn: () => api(clubUrl(id), ClubResponse),
		enabled,
		notifyOnChangeProps: 'all',
	})
}
