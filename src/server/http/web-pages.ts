import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { LEGACY_REDIRECTS, isKnownPage, shelvesRedirect } from '../../shared/page-routes.ts'
import { themeFromCookies } from '../../shared/theme.ts'
import { type ApiForRequest, pageRenderer } from './page-render.ts'
import { pageTemplate } from './page-template.ts'
import { signedInRedirect } from './visitor-pages.ts'

const NOT_BUILT =
	'<!doctype html><title>Dogear</title><p>The front end is not built yet: run <code>npm run build</code>.</p>'

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
	let template: Promise<ReturnType<typeof pageTemplate>> | undefined
	const page = () => (template ??= index().then(pageTemplate))
	const renderPage = apiForRequest && pageRenderer(webDir, apiForRequest)
	const files = serveStatic({ root: webDir, precompressed: true })
	return (
		new Hono()
			.use('/assets/*', async (c, next) => {
				await next()
				if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
			})
			// The build leaves a Brotli and a gzip copy beside each script and style sheet (vite.config.ts). The landing
			// page is rendered below like every other page, not sent as the file index.html.
			.use('*', (c, next) => (c.req.path === '/' ? next() : files(c, next)))
			.get('*', async (c) => {
				const path = decodedPath(c.req.path)
				const theme = themeFromCookies(c.req.header('cookie'))
				// No page has an address whose percent-encoding is malformed (/u/%E0%A4%A): it is not found.
				if (path === null) return sendHtml(c, (await page())(null, null, theme), 404)
				const legacy = LEGACY_REDIRECTS[path.replace(/\/+$/, '') || '/']
				if (legacy) return c.redirect(legacy, 301)
				const shelf = shelvesRedirect(path)
				if (shelf) return c.redirect(shelf, 302)
				c.header('Cache-Control', 'no-cache')
				if (!isKnownPage(path)) return sendHtml(c, (await page())(null, null, theme), 404)
				const away = apiForRequest && (await signedInRedirect(c, apiForRequest))
				if (away) {
					c.header('Cache-Control', 'private, no-cache')
					return c.redirect(away, 302)
				}
				const [head, build, rendered] = await Promise.all([pageHead(path), page(), renderPage?.(c) ?? null])
				// What was rendered is this reader's: no shared cache may keep it.
				if (rendered) c.header('Cache-Control', 'private, no-cache')
				if (rendered?.kind === 'redirect') return c.redirect(rendered.location, 302)
				return sendHtml(c, build(head, rendered, theme), 200)
			})
	)
}

const compressBrotli = promisify(brotliCompress)
const compressGzip = promisify(gzip)

/** The encoding to send HTML in: Brotli, else gzip, when the browser accepts it (a q of 0 refuses). */
export function htmlEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
	const accepted = new Set(
		(acceptEncoding ?? '')
			.split(',')
			.map((part) => part.trim().split(';'))
			.filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
			.map(([name]) => name!.trim().toLowerCase()),
	)
	return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null
}

/**
 * A page's HTML, compressed for the browsers that accept it: a rendered page carries its content and the answers
 * it was rendered from (40 KB for a book with ten reviews), a tenth of that on the wire (4.3 KB), which is most of
 * what a phone on a slow network waits for before the first paint. Brotli at quality 5 took 0.2 ms for it.
 */
async function sendHtml(c: Context, html: string, status: 200 | 404) {
	c.header('Vary', 'Cookie, Accept-Encoding')
	const encoding = htmlEncoding(c.req.header('accept-encoding'))
	if (!encoding) return c.html(html, status)
	const body =
		encoding === 'br'
			? await compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
			: await compressGzip(html)
	c.header('Content-Encoding', encoding)
	c.header('Content-Type', 'text/html; charset=UTF-8')
	return c.body(new Uint8Array(body), status)
}

function decodedPath(path: string): string | null {
	try {
		return decodeURIComponent(path)
	} catch {
		return null
	}
}
