import { useEffect } from 'react'
import { useBlocker } from 'react-router'

/**
 * While `dirty`, leaving is questioned: in-app navigation (links, Back, another settings tab) through React
 * Router's blocker, which the caller answers with an in-page dialog; closing or reloading the tab through the
 * browser's own beforeunload prompt, the only one a page may show there.
 */
export function useUnsavedChanges(dirty: boolean) {
	const blocker = useBlocker(
		({ currentLocation, nextLocation }) =>
			dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
	)
	useEffect(() => {
		if (!dirty) return
		const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
		window.addEventListener('beforeunload', onBeforeUnload)
		return () => window.removeEventListener('beforeunload', onBeforeUnload)
	}, [dirty])
	return blocker
}
