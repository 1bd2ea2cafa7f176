import { useMutation } from '@tanstack/react-query'
import {
	MessageView,
	type RequestResetInput,
	type ResetPasswordInput,
	type SignInInput,
	SignedInView,
	type SignUpInput,
	type SocialSignInInput,
	SocialSignInView,
} from '../../../shared/schemas/auth.ts'
import { api, postJson } from '../../lib/api.ts'

export function useSignIn() {
	return useMutation({ mutationFn: (input: SignInInput) => api('/auth/sign-in', SignedInView, postJson(input)) })
}

export function useSignUp() {
	return useMutation({ mutationFn: (input: SignUpInput) => api('/auth/sign-up', SignedInView, postJson(input)) })
}

/** Answers the provider's URL; the page then leaves for it, and the provider sends the reader back here. */
export function useOidcSignIn() {
	return useMutation({
		mutationFn: (input: SocialSignInInput) => api('/auth/sign-in/oidc', SocialSignInView, postJson(input)),
		onSuccess: ({ url }) => window.location.assign(url),
	})
}

export function useRequestReset() {
	return useMutation({
		mutationFn: (input: RequestResetInput) => api('/auth/password-reset/request', MessageView, postJson(input)),
	})
}

export function useResetPassword() {
	return useMutation({
		mutationFn: (input: ResetPasswordInput) => api('/auth/password-reset', MessageView, postJson(input)),
	})
}
