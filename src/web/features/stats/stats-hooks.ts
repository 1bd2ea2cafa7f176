import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type GoalInput, GoalResponse, StatsResponse, YearInReviewResponse } from '../../../shared/schemas/stats.ts'
import { api, postJson } from '../../lib/api.ts'

const yearQuery = (year: number | null) => (year === null ? '' : `?year=${year}`)
const user = (username: string) => `/users/${encodeURIComponent(username)}`

/** Under 'me', so logging, editing or deleting a read refreshes the reader's own stats with the diary. */
export const ownStatsKey = (year: number | null) => ['me', 'stats', year ?? 'all'] as const

/** The signed-in reader's stats; the previous year's stay on screen while another loads. */
export function useOwnStats(year: number | null) {
	return useQuery({
		queryKey: ownStatsKey(year),
		queryFn: () => api(`/me/stats${yearQuery(year)}`, StatsResponse),
		placeholderData: keepPreviousData,
	})
}

export function useUserStats(username: string, year: number | null, enabled: boolean) {
	return useQuery({
		queryKey: ['user-stats', username.toLowerCase(), year ?? 'all'],
		queryFn: () => api(`${user(username)}/stats${yearQuery(year)}`, StatsResponse),
		placeholderData: keepPreviousData,
		enabled,
	})
}

export function useYearInReview(username: string, year: number, enabled: boolean) {
	return useQuery({
		queryKey: ['year-in-review', username.toLowerCase(), year],
		queryFn: () => api(`${user(username)}/year/${year}`, YearInReviewResponse),
		enabled,
	})
}

/** The reader's goal for a year, with what they read towards it. */
export function useOwnGoal(year: number) {
	return useQuery({ queryKey: ['me', 'goal', year], queryFn: () => api(`/me/goals/${year}`, GoalResponse) })
}

/** Sets (input) or removes (null) a year's goal; every page showing the reader's stats or goal is asked again. */
export function useSaveGoal(year: number) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (input: GoalInput | null) =>
			input === null
				? api(`/me/goals/${year}`, GoalResponse, { method: 'DELETE' })
				: api(`/me/goals/${year}`, GoalResponse, { ...postJson(input), method: 'PUT' }),
		onSuccess: (answer) => {
			queryClient.setQueryData(['me', 'goal', year], answer)
			void queryClient.invalidateQueries({ queryKey: ['me', 'stats'] })
			void queryClient.invalidateQueries({ queryKey: ['user-stats'] })
			void queryClient.invalidateQueries({ queryKey: ['year-in-review'] })
		},
	})
}
