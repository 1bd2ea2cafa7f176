import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AccessTokenScope } from '../../shared/schemas/access-tokens.ts'
import type { SessionUser } from '../../shared/schemas/auth.ts'
import { findStanding } from '../admin/reader-standing.ts'
import type { Auth } from '../auth/auth.ts'
import type { Database } from '../db/schema.ts'
import { unauthorized } from './errors.ts'
import { type SessionCache, touchesSessions } from './session-cache.ts'

/** accessToken is set on /api/v1 requests, which act for a personal access token's reader (api/token-access.ts). */
export type AppEnv = { Variables: { user: SessionUser | null; accessToken?: { id: string; scope: AccessTokenScope } } }

type UserRecord = { id: string; name: string; email: string; image?: string | null; username?: string | null }

export function toSessionUser(user: UserRecord, role: SessionUser['role'] = 'reader'): SessionUser {
	return { id: user.id, username: user.username ?? '', name: user.name, email: user.email, image: user.image ?? null, role }
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?dogear\.session_token=([^;]+)/

/**
 * Looks the session up once per request; handlers read c.var.user. Better Auth renews a session used after
 * a day (30 days from then), and the renewed cookie it hands back is passed on to the browser. Sessions seen
 * in the last few seconds come from the cache (session-cache.ts), which writes that may end a session empty.
 * The reader's role and suspension come from their profile: a suspended reader's session is no session, even
 * one that suspending them (which deletes their sessions) has not reached yet.
 */
export const loadSession = (auth: Auth, cache: SessionCache, db: Database) =>
	createMiddleware<AppEnv>(async (c, next) => {
		// The public API's token already said who this is; a cookie sent along must not change it.
		if (c.var.accessToken) return next()
		const cookie = SESSION_COOKIE.exec(c.req.header('cookie') ?? '')?.[1]
		const cached = cookie ? cache.get(cookie) : undefined
		if (!cookie || cached) {
			c.set('user', cached ?? null)
			await next()
		} else {
			const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true })
			const standing = response ? await findStanding(db, response.user.id) : undefined
			const user = response && standing && !standing.suspended ? toSessionUser(response.user, standing.role) : null
			c.set('user', user)
			if (user) cache.set(cookie, user)
			await next()
			// A handler that set the session cookie itself (sign-in, sign-out) has the last word.
			if (!c.res.headers.getSetCookie().some((line) => line.includes('dogear.session_token'))) forwardCookies(c, headers)
		}
		if (touchesSessions(c.req.method, c.req.path)) cache.clear()
	})

/** Copies Better Auth's Set-Cookie headers onto our response. */
export function forwardCookies(c: Context, headers: Headers) {
	for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true })
}

export function requireUser(c: Context<AppEnv>): SessionUser {
	const user = c.var.user
	if (!user) throw unauthorized()
	return user
}
