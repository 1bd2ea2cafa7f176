import { useLocation } from 'react-router'
import { visitorPageDestination } from '../../../shared/page-routes.ts'
import { useSession } from '../site/session-hooks.ts'

/**
 * Where a signed-in reader on a page for visitors goes instead, or null while nobody is signed in. The server
 * redirects a page it is asked for (visitor-pages.ts); this covers the app's own links and Back.
 */
export function useSignedInDestination(): string | null {
	const { pathname, search } = useLocation()
	const user = useSession().data?.user
	return user ? visitorPageDestination(pathname, new URLSearchParams(search)) : null
}
