import { createMiddleware } from 'hono/factory'
import { findStanding } from '../admin/reader-standing.ts'
import type { Database } from '../db/schema.ts'
import { type SessionCache, touchesSessions } from '../http/session-cache.ts'
import { type AppEnv, forwardCookies, toSessionUser } from '../http/session.ts'
import type { Auth } from './auth.ts'

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?dogear\.session_token=([^;]+)/

/**
 * Looks the session up once per request; handlers read c.var.user. Better Auth renews a session used after
 * a day (30 days from then), and the renewed cookie it hands back is passed on to the browser. Sessions seen
 * in the last few seconds come from the cache (http/session-cache.ts), which writes that may end a session empty.
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
			if (!c.res.headers.getSetCookie().some((line) => line.includes('dogear.session_token')))
				forwardCookies(c, headers)
		}
		if (touchesSessions(c.req.method, c.req.path)) cache.clear()
	})
