import type { Context } from 'hono'
import { deleteCookie } from 'hono/cookie'
import type { Auth } from '../auth/auth.ts'
import { unauthorized } from '../http/errors.ts'
import type { AppEnv } from '../http/session.ts'

/** The session this request came with. Our session middleware keeps only the user; Better Auth knows the session. */
export async function currentSession(auth: Auth, c: Context<AppEnv>) {
	const found = await auth.api.getSession({ headers: c.req.raw.headers })
	if (!found) throw unauthorized()
	return found.session
}

/** Expires Better Auth's cookies in this browser, for when its session rows are already gone. */
export async function clearAuthCookies(auth: Auth, c: Context<AppEnv>) {
	const { authCookies } = await auth.$context
	for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
		deleteCookie(c, cookie.name, {
			path: cookie.attributes.path ?? '/',
			secure: cookie.attributes.secure,
			domain: cookie.attributes.domain,
		})
	}
}
