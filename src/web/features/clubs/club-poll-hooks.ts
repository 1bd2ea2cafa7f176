import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ClubPollResponse, ClubPollsResponse } from '../../../shared/schemas/club-polls.ts'
import { api, postJson } from '../../lib/api.ts'
import { clubUrl } from './club-hooks.ts'

export const clubPollsKey = (id: string) => ['clubs', id, 'polls'] as const
const pollUrl = (clubId: string, pollId: string) => `${clubUrl(clubId)}/polls/${encodeURIComponent(pollId)}`

export function useClubPolls(id: string) {
	return useQuery({ queryKey: clubPollsKey(id), queryFn: () => api(`${clubUrl(id)}/polls`, ClubPollsResponse) })
}

/**
 * The writes to a club's polls. A vote puts its answer straight into the cached polls; opening and closing ask
 * every club query again, since closing changes the club's book and its schedule.
 */
export function useClubPollWrites(id: string) {
	const queryClient = useQueryClient()
	const replace = ({ poll }: ClubPollResponse) => {
		queryClient.setQueryData<ClubPollsResponse>(clubPollsKey(id), (old) =>
			old ? { ...old, polls: old.polls.map((p) => (p.id === poll.id ? poll : p)) } : old,
		)
	}
	const refresh = () => void queryClient.invalidateQueries({ queryKey: ['clubs', id] })
	return {
		open: useMutation({
			mutationFn: (bookIds: string[]) => api(`${clubUrl(id)}/polls`, ClubPollResponse, postJson({ bookIds })),
			onSuccess: refresh,
		}),
		vote: useMutation({
			mutationFn: ({ pollId, bookId }: { pollId: string; bookId: string }) =>
				api(`${pollUrl(id, pollId)}/vote`, ClubPollResponse, { ...postJson({ bookId }), method: 'PUT' }),
			onSuccess: replace,
		}),
		unvote: useMutation({
			mutationFn: (pollId: string) => api(`${pollUrl(id, pollId)}/vote`, ClubPollResponse, { method: 'DELETE' }),
			onSuccess: replace,
		}),
		close: useMutation({
			mutationFn: (pollId: string) => api(`${pollUrl(id, pollId)}/close`, ClubPollResponse, postJson()),
			onSuccess: refresh,
		}),
	}
}
