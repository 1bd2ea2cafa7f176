import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api, postJson } from '../../lib/api.ts'

/**
 * Signs this browser out: a POST the server checks comes from our own pages, never a page load, so no other
 * site can sign a reader out by linking or embedding a URL. Then the landing page is loaded afresh, which also
 * drops everything of the reader's that the app held in memory (and keeps the shell's session check, told of
 * no reader while still on a signed-in page, from sending them to /login first).
 */
export function useSignOut() {
	return useMutation({
		mutationFn: () => api('/auth/sign-out', z.unknown(), postJson()),
		onSuccess: () => window.location.replace('/'),
	})
}
