import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { api, postJson } from '../../lib/api.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useSetSessionUser } from '../session/session-queries.ts'

/** /nav/signout is a page (the original linked to it), so it signs out on arrival and then leaves for '/'. */
export function SignOutPage() {
	useDocumentTitle('Signing out')
	const navigate = useNavigate()
	const setSessionUser = useSetSessionUser()
	const signOut = useMutation({
		mutationFn: () => api('/auth/sign-out', z.unknown(), postJson()),
		onSuccess: () => {
			setSessionUser(null)
			navigate('/', { replace: true })
		},
	})
	const started = useRef(false)

	useEffect(() => {
		// React's development double-effect must not post twice.
		if (started.current) return
		started.current = true
		signOut.mutate()
	}, [signOut])

	return (
		<main id="main-content" className="page-loading">
			<h1 className="visually-hidden">Signing out</h1>
			{signOut.isError ? (
				<div role="alert">
					<p>Signing out did not work: {signOut.error.message}</p>
					<button type="button" className="button button--secondary" onClick={() => signOut.mutate()}>
						Try again
					</button>
				</div>
			) : (
				<p aria-busy="true">Signing you out…</p>
			)}
		</main>
	)
}
