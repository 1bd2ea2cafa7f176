import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { api, postJson } from '../../lib/api.ts'
import { useSetSessionUser } from './session-queries.ts'

/**
 * Signs this browser out: a POST the server checks comes from our own pages, never a page load, so no other
 * site can sign a reader out by linking or embedding a URL. Then leaves for the landing page.
 */
export function useSignOut() {
	const navigate = useNavigate()
	const setSessionUser = useSetSessionUser()
	return useMutation({
		mutationFn: () => api('/auth/sign-out', z.unknown(), postJson()),
		onSuccess: () => {
			setSessionUser(null)
			navigate('/', { replace: true })
		},
	})
}
