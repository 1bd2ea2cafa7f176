import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { LEGACY_REDIRECTS, isKnownPage } from '../../shared/page-routes.ts'
import { type ApiForRequest, pageRenderer, withRender } from './page-render.ts'

const NOT_BUILT = '<!doctype html><title>Dogear</title><p>The front end is not built yet: run <code>npm run build</code>.</p>'

/** Extra tags for a page's <head> (link previews), or null for none. */
export type PageHead = (path: string) => Promise<string | null>

/** The tags of every head that has some for the path. */
export function combineHeads(...heads: PageHead[]): PageHead {
	return async (path) => {
		const tags = (await Promise.all(heads.map((head) => head(path)))).filter((tag) => tag !== null)
		return tags.length > 0 ? tags.join('') : null
	}
}

/**
 * The built single-page app. Hashed assets are cached for a year; index.html never, so a deploy shows at once.
 * Unknown paths get index.html with status 404: the app renders its not-found page, and crawlers see a 404.
 * `pageHead` adds tags that link previews read, since they do not run the app's JavaScript.
 * A known page comes rendered by the server with the answers it was rendered from (src/web/server-render.tsx),
 * so it is painted before the scripts have arrived; those answers are what the API gives the same reader.
 */
export function webPages(webDir: string, pageHead: PageHead = async () => null, apiForRequest?: ApiForRequest) {
	let indexHtml: Promise<string> | undefined
	const index = () => (indexHtml ??= readFile(join(webDir, 'index.html'), 'utf8').catch(() => NOT_BUILT))
	const renderPage = apiForRequest && pageRenderer(webDir, apiForRequest)
	const files = serveStatic({ root: webDir, precompressed: true })
	return new Hono()
		.use('/assets/*', async (c, next) => {
			await next()
			if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
		})
		// The build leaves a Brotli and a gzip copy beside each script and style sheet (vite.config.ts). The landing
		// page is rendered below like every other page, not sent as the file index.html.
		.use('*', (c, next) => (c.req.path === '/' ? next() : files(c, next)))
		.get('*', async (c) => {
			const path = decodeURIComponent(c.req.path)
			const legacy = LEGACY_REDIRECTS[path.replace(/\/+$/, '') || '/']
			if (legacy) return c.redirect(legacy, 301)
			c.header('Cache-Control', 'no-cache')
			if (!isKnownPage(path)) return c.html(await index(), 404)
			const [head, html, rendered] = await Promise.all([pageHead(path), index(), renderPage?.(c) ?? null])
			const page = withHead(html, head)
			// What was rendered is this reader's: no shared cache may keep it.
			if (rendered) c.header('Cache-Control', 'private, no-cache')
			c.header('Vary', 'Cookie')
			if (!rendered) return c.html(page)
			if (rendered.kind === 'redirect') return c.redirect(rendered.location, 302)
			return c.html(withRender(page, rendered))
		})
}

const withHead = (html: string, head: string | null) => (head ? html.replace('</head>', `${head}</head>`) : html)
