import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { type AccessTokenInput, AccessTokenList, CreatedAccessToken } from '../../../shared/schemas/access-tokens.ts'
import { api, postJson } from '../../lib/api.ts'

const TOKENS_KEY = ['account', 'tokens'] as const

export function useAccessTokens() {
	return useQuery({ queryKey: TOKENS_KEY, queryFn: () => api('/account/tokens', AccessTokenList) })
}

export function useCreateAccessToken() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (input: AccessTokenInput) => api('/account/tokens', CreatedAccessToken, postJson(input)),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
	})
}

export function useRevokeAccessToken() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (id: string) => api(`/account/tokens/${encodeURIComponent(id)}`, z.undefined(), { method: 'DELETE' }),
		onSettled: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
	})
}
