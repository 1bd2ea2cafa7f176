import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useSession } from '../session/session-queries.ts'

/** Visitors go to sign-in with a real ?next= URL (never navigation state), so a reload or a shared link works. */
export function RequireSession({ children }: { children: ReactNode }) {
	const session = useSession()
	const location = useLocation()
	if (session.isPending) {
		return (
			<p className="page-loading" aria-busy="true">
				Loading…
			</p>
		)
	}
	if (session.isError) {
		return (
			<div className="page-loading" role="alert">
				<p>{session.error.message}</p>
				<button type="button" className="button button--secondary" onClick={() => session.refetch()}>
					Try again
				</button>
			</div>
		)
	}
	if (!session.data.user) {
		const next = encodeURIComponent(location.pathname + location.search)
		return <Navigate to={`/login?next=${next}`} replace />
	}
	return children
}
