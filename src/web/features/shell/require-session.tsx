import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { QueryState } from '../../components/ui/query-state.tsx'
import { useSession } from '../site/session-hooks.ts'

/** Visitors go to sign-in with a real ?next= URL (never navigation state), so a reload or a shared link works. */
export function RequireSession({ children }: { children: ReactNode }) {
	const session = useSession()
	const location = useLocation()
	return (
		<QueryState query={session}>
			{({ user }) =>
				user ? (
					children
				) : (
					<Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />
				)
			}
		</QueryState>
	)
}
