import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
	AccountView,
	ActiveSessionsView,
	type ChangeEmailInput,
	type ChangePasswordInput,
	type DeleteAccountInput,
	SignedOutOthersView,
	type SignOutOthersInput,
} from '../../../shared/schemas/account.ts'
import { MessageView } from '../../../shared/schemas/auth.ts'
import { api, postJson } from '../../lib/api.ts'

const ACCOUNT_KEY = ['account'] as const
const SESSIONS_KEY = ['account', 'sessions'] as const

export function useAccount() {
	return useQuery({ queryKey: ACCOUNT_KEY, queryFn: () => api('/account', AccountView) })
}

export function useActiveSessions() {
	return useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api('/account/sessions', ActiveSessionsView) })
}

/** A new password ends every other session, so the list is asked again. */
export function useChangePassword() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (input: ChangePasswordInput) => api('/account/password', MessageView, postJson(input)),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
	})
}

export function useChangeEmail() {
	return useMutation({ mutationFn: (input: ChangeEmailInput) => api('/account/email', MessageView, postJson(input)) })
}

export function useSendResetLink() {
	return useMutation({ mutationFn: () => api('/account/password-reset', MessageView, postJson()) })
}

export function useSignOutSession() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (id: string) => api(`/account/sessions/${encodeURIComponent(id)}`, z.undefined(), { method: 'DELETE' }),
		onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
	})
}

export function useSignOutOthers() {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: (input: SignOutOthersInput) =>
			api('/account/sessions/sign-out-others', SignedOutOthersView, postJson(input)),
		onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
	})
}

export function useDeleteAccount() {
	return useMutation({
		mutationFn: (input: DeleteAccountInput) => api('/account/delete', z.undefined(), postJson(input)),
	})
}
