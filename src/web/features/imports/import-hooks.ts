import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
	type ImportBulkAction,
	ImportList,
	ImportRow,
	ImportRowPage,
	ImportView,
	type ImportRowChange,
	type ImportStatus,
	type RowFilter,
} from '../../../shared/schemas/imports.ts'
import { ApiError, api, postJson } from '../../lib/api.ts'

const IMPORTS_KEY = ['imports'] as const
// Matching and importing run in the background: the page asks for progress this often.
const POLL_MS = 1000
const BUSY: ImportStatus[] = ['matching', 'creating', 'queued', 'running']
export const isBusy = (status: ImportStatus) => BUSY.includes(status)

export function useImports() {
	return useQuery({ queryKey: IMPORTS_KEY, queryFn: () => api('/imports', ImportList) })
}

export function useImport(id: string) {
	return useQuery({
		queryKey: [...IMPORTS_KEY, id],
		queryFn: () => api(`/imports/${encodeURIComponent(id)}`, ImportView),
		refetchInterval: (query) => (query.state.data && isBusy(query.state.data.status) ? POLL_MS : false),
	})
}

export function useImportRows(id: string, page: number, show: RowFilter, status: ImportStatus | undefined) {
	return useQuery({
		// The status is in the key so the rows are asked again when matching or importing moves on.
		queryKey: [...IMPORTS_KEY, id, 'rows', page, show, status],
		queryFn: () => api(`/imports/${encodeURIComponent(id)}/rows?page=${page}&show=${show}&limit=50`, ImportRowPage),
		enabled: status !== undefined && status !== 'matching' && status !== 'creating',
		placeholderData: keepPreviousData,
	})
}

/** Sends the file as multipart (fields 'file' and 'source'), as a browser form would. */
export function useUploadImport() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: ({ file, source }: { file: File; source: string }) => {
			const form = new FormData()
			form.append('file', file)
			form.append('source', source)
			return api('/imports', ImportView, { method: 'POST', body: form })
		},
		onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTS_KEY }),
	})
}

export function useChangeRow(id: string) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: ({ position, change }: { position: number; change: ImportRowChange }) =>
			api(`/imports/${encodeURIComponent(id)}/rows/${position}`, ImportRow, { ...postJson(change), method: 'PUT' }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: [...IMPORTS_KEY, id] }),
	})
}

export function useImportAction(id: string, action: 'run' | 'cancel') {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: () => api(`/imports/${encodeURIComponent(id)}/${action}`, ImportView, postJson()),
		onSuccess: (view) => {
			queryClient.setQueryData([...IMPORTS_KEY, id], view)
			return queryClient.invalidateQueries({ queryKey: IMPORTS_KEY })
		},
	})
}

/** A bulk action of the review; creating books runs in the background, and the import view shows its progress. */
export function useBulkAction(id: string) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (bulk: ImportBulkAction) => api(`/imports/${encodeURIComponent(id)}/bulk`, ImportView, postJson(bulk)),
		onSuccess: (view) => {
			queryClient.setQueryData([...IMPORTS_KEY, id], view)
			return queryClient.invalidateQueries({ queryKey: [...IMPORTS_KEY, id] })
		},
	})
}

export const errorMessage = (error: Error | null) =>
	error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.message) : error?.message
