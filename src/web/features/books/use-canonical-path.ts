import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'

/** Moves /book/<id>/<old-or-no-slug> to the path with today's slug, in place: old links keep working. */
export function useCanonicalPath(canonical: string | undefined) {
	const { pathname, search } = useLocation()
	const navigate = useNavigate()
	useEffect(() => {
		if (canonical && canonical !== pathname) navigate(`${canonical}${search}`, { replace: true })
	}, [canonical, pathname, search, navigate])
}
