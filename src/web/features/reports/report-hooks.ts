import { useMutation } from '@tanstack/react-query'
import { type ReportInput, ReportResponse } from '../../../shared/schemas/reports.ts'
import { api, postJson } from '../../lib/api.ts'

/** Files a report; the answer's `created` is false when the reader had reported the same thing already. */
export function useFileReport() {
	return useMutation({ mutationFn: (input: ReportInput) => api('/reports', ReportResponse, postJson(input)) })
}
