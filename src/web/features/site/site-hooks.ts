import { useQuery } from '@tanstack/react-query'
import { SiteView } from '../../../shared/schemas/site.ts'
import { api } from '../../lib/api.ts'

/** The operator's details and sign-in options change only when the server restarts with new configuration. */
export function useSite() {
	return useQuery({ queryKey: ['site'], queryFn: () => api('/site', SiteView), staleTime: Number.POSITIVE_INFINITY })
}
