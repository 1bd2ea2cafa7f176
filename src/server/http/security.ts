import { createMiddleware } from 'hono/factory'
import { BUSY_PAGE_SCRIPT_SOURCE } from './busy-page.ts'
import { ApiError } from './errors.ts'
import type { AppEnv } from './session.ts'

const CSP = [
	"default-src 'self'",
	// Our own scripts, and the one inline script of the page a busy server sends instead of a page (busy-page.ts).
	`script-src 'self' ${BUSY_PAGE_SCRIPT_SOURCE}`,
	// React sets style attributes; no script runs from them, so this does not weaken script-src.
	"style-src 'self' 'unsafe-inline'",
	"img-src 'self' data: blob:",
	// blob: is the page's own data (a picture chosen for upload, read back for its preview); it reaches no other site.
	"connect-src 'self' blob:",
	"font-src 'self'",
	"object-src 'none'",
	"base-uri 'self'",
	"form-action 'self'",
	"frame-ancestors 'none'",
	// Browsers report what the policy stopped (csp-reports.ts).
	'report-uri /api/csp-reports',
].join('; ')

/**
 * Headers on every response. HSTS only when the public URL is https, or a browser would pin plain-HTTP setups.
 * Set before the handler, so they join the answer it builds with c.json or c.body: set on a finished answer, each
 * header rebuilds it as a web Response with a stream for its body (a tenth of the server's time on a cached page
 * under load, docs/performance.md). An answer made as a Response of its own (a replayed create, an OpenID provider's callback) gets them after.
 */
export const securityHeaders = (appOrigin: string) => {
	const headers: [string, string][] = [
		['Content-Security-Policy', CSP],
		['X-Content-Type-Options', 'nosniff'],
		['X-Frame-Options', 'DENY'],
		['Referrer-Policy', 'strict-origin-when-cross-origin'],
		['Cross-Origin-Opener-Policy', 'same-origin'],
		['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
		...(appOrigin.startsWith('https:')
			? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
			: []),
	]
	return createMiddleware(async (c, next) => {
		for (const [name, value] of headers) c.header(name, value)
		await next()
		if (c.res.headers.get('Content-Security-Policy') !== CSP) for (const [name, value] of headers) c.header(name, value)
	})
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Rejects state-changing API requests that a browser sent from another site. Session cookies are
 * SameSite=Lax already; this covers same-site subdomains and older browsers. Requests without an Origin
 * header come from non-browser clients, which carry no victim's cookies. A public API request with a token and
 * no cookie is let through from anywhere: the token, which a forging site cannot have, is its only credential. One
 * that carries a cookie too is checked like any other, although /api/v1 ignores cookies, so that no mix of
 * credentials ever opens a way around this check.
 */
export const sameOriginWrites = (appOrigin: string) =>
	createMiddleware<AppEnv>(async (c, next) => {
		const tokenOnly = c.var.accessToken && !c.req.header('cookie')
		if (!SAFE_METHODS.has(c.req.method) && !tokenOnly) {
			const origin = c.req.header('origin')
			const ownOrigin = origin && (origin === appOrigin || hostOf(origin) === c.req.header('host'))
			if ((origin && !ownOrigin) || c.req.header('sec-fetch-site') === 'cross-site') {
				throw new ApiError(403, 'cross_origin', 'Requests from other sites are not accepted')
			}
		}
		await next()
	})

/** 'null' and other non-URL origins (sandboxed frames) have no host, so they never count as ours. */
function hostOf(origin: string) {
	try {
		return new URL(origin).host
	} catch {
		return undefined
	}
}
