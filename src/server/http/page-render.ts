import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context } from 'hono'
import type { RenderedPage, RenderPage } from '../../shared/page-render.ts'
import { APP_RENDERED_PAGES } from '../../shared/page-routes.ts'
import { log } from '../ops/log.ts'

/** The app's own API as the server answers it to one request's reader (their cookie, their address). */
export type ApiForRequest = (request: Request, env: unknown) => Promise<Response>

/** How long a page waits for its server render before it is sent without one. */
const RENDER_WAIT_MS = 2_000

/**
 * The server's first render of the app's pages (src/web/server-render.tsx, built by `vite build --ssr` beside
 * the web build): the page as the request's reader would see it, or null to let the browser render it alone
 * (when that build is missing, a render failed, or its answers were slow).
 */
export function pageRenderer(webDir: string, apiForRequest: ApiForRequest) {
	let loaded: Promise<RenderPage | null> | undefined
	const file = join(webDir, '..', 'server-render', 'server-render.js')
	const load = () =>
		(loaded ??= access(file).then(
			async () => ((await import(pathToFileURL(file).href)) as { renderPage: RenderPage }).renderPage,
			() => null,
		))
	return async (c: Context): Promise<RenderedPage | null> => {
		const url = new URL(c.req.url)
		if (APP_RENDERED_PAGES.includes(url.pathname.replace(/\/+$/, ''))) return null
		const render = await load()
		if (!render) return null
		const cookie = c.req.header('cookie')
		const forwarded = c.req.header('x-forwarded-for')
		const rendering = render(url, (apiPath, init) => {
			const headers = new Headers(init.headers)
			if (cookie) headers.set('cookie', cookie)
			if (forwarded) headers.set('x-forwarded-for', forwarded)
			return apiForRequest(new Request(new URL(apiPath, url), { ...init, headers }), c.env)
		}).catch((error: unknown) => {
			// The section, not the path: an invitation's path is its token.
			log.error(
				{ err: error },
				`The server could not render a page under /${url.pathname.split('/')[1]}; the browser renders it alone.`,
			)
			return null
		})
		// A page whose answers are slow to come (a catalogue service, say) is sent unrendered rather than late.
		return nullAfter(rendering, RENDER_WAIT_MS)
	}
}

/** What `promise` gives if it settles within `ms`, else null. */
function nullAfter<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
	let timer: NodeJS.Timeout | undefined
	const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)))
	return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
