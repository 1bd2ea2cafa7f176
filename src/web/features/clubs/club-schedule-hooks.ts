import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ClubScheduleInput, ClubScheduleResponse } from '../../../shared/schemas/club-schedule.ts'
import { api, postJson } from '../../lib/api.ts'
import { clubUrl } from './club-hooks.ts'

export const clubScheduleKey = (id: string) => ['clubs', id, 'schedule'] as const
const put = (body: unknown): RequestInit => ({ ...postJson(body), method: 'PUT' })

export function useClubSchedule(id: string) {
	return useQuery({
		queryKey: clubScheduleKey(id),
		queryFn: () => api(`${clubUrl(id)}/schedule`, ClubScheduleResponse),
	})
}

/** The writes to a club's book and schedule; each answers the schedule, and the club's queries are asked again. */
export function useClubScheduleWrites(id: string) {
	const queryClient = useQueryClient()
	const onSuccess = (data: ClubScheduleResponse) => {
		queryClient.setQueryData(clubScheduleKey(id), data)
		void queryClient.invalidateQueries({ queryKey: ['clubs', id] })
	}
	return {
		book: useMutation({
			mutationFn: (bookId: string) => api(`${clubUrl(id)}/book`, ClubScheduleResponse, put({ bookId })),
			onSuccess,
		}),
		sections: useMutation({
			mutationFn: (input: ClubScheduleInput) => api(`${clubUrl(id)}/sections`, ClubScheduleResponse, put(input)),
			onSuccess,
		}),
	}
}
