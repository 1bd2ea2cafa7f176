import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { type ClubInput, type ClubPatch, ClubSearchPage, MyClubsResponse } from '../../../shared/schemas/club-core.ts'
import { ClubResponse } from '../../../shared/schemas/clubs.ts'
import { api, postJson } from '../../lib/api.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'
import { clubKey, clubUrl } from './club-hooks.ts'

/** After a write every club query is asked again (their keys start with 'clubs'), and the reader's activity. */
export function useRefreshClubs() {
	const queryClient = useQueryClient()
	return (data?: ClubResponse) => {
		if (data) queryClient.setQueryData(clubKey(data.club.id), data)
		void queryClient.invalidateQueries({ queryKey: ['clubs'] })
		void queryClient.invalidateQueries({ queryKey: ['me', 'activity'] })
		void queryClient.invalidateQueries({ queryKey: ['me', 'notifications'] })
	}
}

/** 'Your Book Clubs': the reader's clubs, invitations and requests. */
export function useMyClubs() {
	return useQuery({ queryKey: ['clubs', 'mine'], queryFn: () => api('/me/clubs', MyClubsResponse) })
}

export function useClubSearch(q: string) {
	return useCursorPages(['clubs', 'search', q], '/search/clubs', { q, limit: '20' }, ClubSearchPage)
}

export function useCreateClub() {
	const refresh = useRefreshClubs()
	return useMutation({
		mutationFn: (input: ClubInput) => api('/clubs', ClubResponse, postJson(input)),
		onSuccess: refresh,
	})
}

export function useEditClub(id: string) {
	const refresh = useRefreshClubs()
	return useMutation({
		mutationFn: (patch: ClubPatch) => api(clubUrl(id), ClubResponse, { ...postJson(patch), method: 'PATCH' }),
		onSuccess: refresh,
	})
}

export function useDeleteClub(id: string) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: () => api(clubUrl(id), z.undefined(), { method: 'DELETE' }),
		onSuccess: () => {
			queryClient.removeQueries({ queryKey: clubKey(id) })
			void queryClient.invalidateQueries({ queryKey: ['clubs'] })
		},
	})
}

/** Upload (a file) or remove (null) the club's picture; no content-type, so the browser writes the multipart boundary. */
export function useClubPicture(id: string) {
	const refresh = useRefreshClubs()
	return useMutation({
		mutationFn: (file: File | null) => {
			if (!file) return api(`${clubUrl(id)}/picture`, ClubResponse, { method: 'DELETE' })
			const body = new FormData()
			body.append('picture', file)
			return api(`${clubUrl(id)}/picture`, ClubResponse, { method: 'PUT', body })
		},
		onSuccess: refresh,
	})
}
