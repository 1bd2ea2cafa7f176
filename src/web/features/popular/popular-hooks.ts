import { useQuery } from '@tanstack/react-query'
import { PopularWeekResponse } from '../../../shared/schemas/popular.ts'
import { api } from '../../lib/api.ts'

export function usePopularWeek() {
	return useQuery({ queryKey: ['popular', 'week'], queryFn: () => api('/popular/week', PopularWeekResponse) })
}
