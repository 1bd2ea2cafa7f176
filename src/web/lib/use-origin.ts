import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * This site's origin ('https://dogear.example'), for links a reader copies. Empty in the server's render, which
 * has no window; filled in once the browser has taken the page over, without a hydration mismatch.
 */
export const useOrigin = () =>
	useSyncExternalStore(
		unchanging,
		() => window.location.origin,
		() => '',
	)
