import type { BrowserContext } from '@playwright/test'

// React's production errors for a server-rendered page that its first render in the browser did not match, or
// could not take over (react.dev/errors/418, 419, 422, 423, 425): the reader saw the page painted twice.
const HYDRATION_ERROR = /Minified React error #(418|419|422|423|425)\b/

/** Starts noting the hydration errors of a context's pages; the function returns those noted since its last call. */
export function watchHydration(context: BrowserContext): () => string[] {
	let noted: string[] = []
	context.on('weberror', (error) => {
		const message = error.error().message
		if (HYDRATION_ERROR.test(message)) noted.push(`${error.page()?.url() ?? 'a page'}: ${message}`)
	})
	return () => {
		const found = noted
		noted = []
		return found
	}
}
