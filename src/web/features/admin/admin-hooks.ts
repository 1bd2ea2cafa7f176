import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
	AdminReportPage,
	type ReportStatus,
	type ResolveAction,
	ResolveResponse,
} from '../../../shared/schemas/admin.ts'
import { api, postJson } from '../../lib/api.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'

const REPORTS_KEY = ['admin', 'reports'] as const

export function useAdminReports(status: ReportStatus) {
	return useCursorPages([...REPORTS_KEY, status], '/admin/reports', { status }, AdminReportPage)
}

/**
 * Acts on one report. The lists are marked stale but not reloaded: the card stays where the administrator
 * is, saying what was done, and the next visit shows the lists as they now are.
 */
export function useResolveReport(id: string) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (action: ResolveAction) =>
			api(`/admin/reports/${encodeURIComponent(id)}/resolve`, ResolveResponse, postJson({ action })),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY, refetchType: 'none' }),
	})
}
