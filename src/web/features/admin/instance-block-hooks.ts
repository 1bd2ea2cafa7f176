import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
	type InstanceBlockInput,
	InstanceBlockList,
	InstanceBlockView,
} from '../../../shared/schemas/instance-blocks.ts'
import { api, postJson } from '../../lib/api.ts'

const BLOCKS_KEY = ['admin', 'instance-blocks'] as const

export function useInstanceBlocks() {
	return useQuery({ queryKey: BLOCKS_KEY, queryFn: () => api('/admin/instance-blocks', InstanceBlockList) })
}

export function useBlockInstance() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (input: InstanceBlockInput) => api('/admin/instance-blocks', InstanceBlockView, postJson(input)),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOCKS_KEY }),
	})
}

export function useUnblockInstance() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (host: string) =>
			api(`/admin/instance-blocks/${encodeURIComponent(host)}`, z.undefined(), { method: 'DELETE' }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOCKS_KEY }),
	})
}
