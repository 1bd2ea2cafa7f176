import { createMiddleware } from 'hono/factory'
import { ApiError } from './errors.ts'
import type { AppEnv } from './session.ts'

const CSP = [
	"default-src 'self'",
	"script-src 'self'",
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

/** Headers on every response. HSTS only when the public URL is https, or a browser would pin plain-HTTP setups. */
export const securityHeaders = (appOrigin: string) => {
	const https = appOrigin.startsWith('https:')
	return createMiddleware(async (c, next) => {
		await next()
		c.header('Content-Security-Policy', CSP)
		c.header('X-Content-Type-Options', 'nosniff')
		c.header('X-Frame-Options', 'DENY')
		c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
		c.header('Cross-Origin-Opener-Policy', 'same-origin')
		c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
		if (https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
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
