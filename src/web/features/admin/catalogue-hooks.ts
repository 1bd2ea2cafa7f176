import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
	type CatalogueFormat,
	CatalogueImportResponse,
	type CatalogueImportView,
	CatalogueOverview,
	CatalogueServices,
} from '../../../shared/schemas/catalogue.ts'
import { api } from '../../lib/api.ts'

const CATALOGUE_KEY = ['admin', 'catalogue'] as const
// An import runs in the background: while it does, the page asks for its progress this often.
const POLL_MS = 1000

export const importRunning = (view: CatalogueImportView | null | undefined) =>
	view?.status === 'queued' || view?.status === 'running'

export function useCatalogue() {
	return useQuery({
		queryKey: CATALOGUE_KEY,
		queryFn: () => api('/admin/catalogue', CatalogueOverview),
		refetchInterval: (query) => (importRunning(query.state.data?.lastImport) ? POLL_MS : false),
	})
}

/** Asked when the page opens and on request, never polled: each check is a request to both services. */
export function useBookServices() {
	return useQuery({
		queryKey: [...CATALOGUE_KEY, 'services'],
		queryFn: () => api('/admin/catalogue/services', CatalogueServices),
		staleTime: Infinity,
	})
}

/** Sends the file as multipart (fields 'format' and 'file'), as a browser form would. */
export function useUploadCatalogue() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: ({ file, format }: { file: File; format: CatalogueFormat }) => {
			const form = new FormData()
			form.append('format', format)
			form.append('file', file)
			return api('/admin/catalogue/imports', CatalogueImportResponse, { method: 'POST', body: form })
		},
		onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY, exact: true }),
	})
}
