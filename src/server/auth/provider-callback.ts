import type { Auth } from './auth.ts'
import { findStanding } from '../admin/reader-standing.ts'
import { deleteSessionsOf } from '../admin/suspend-reader.ts'
import type { Database } from '../db/schema.ts'

/** Where a suspended reader who came back from the provider lands: the sign-in page says why (sign-in-page.tsx). */
export const SUSPENDED_LANDING = '/login?error=suspended'

/**
 * Better Auth finishes the OpenID Connect flow itself (state, PKCE, the account) and signs the reader in. A
 * suspended reader must not be: the session it made is deleted at once, its cookie cleared, and the reader sent
 * to the sign-in page with the reason, as a password sign-in tells them (auth-routes.ts), instead of landing on
 * a page that then finds nobody signed in.
 */
export async function finishProviderSignIn(auth: Auth, db: Database, request: Request): Promise<Response> {
	const response = await auth.handler(request)
	const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!)
	if (!cookies.some((cookie) => /session_token=./.test(cookie))) return response
	const session = await auth.api.getSession({ headers: new Headers({ cookie: cookies.join('; ') }) })
	if (!session || !(await findStanding(db, session.user.id))?.suspended) return response
	await deleteSessionsOf(db, session.user.id)
	const refused = new Response(null, { status: 302, headers: { location: SUSPENDED_LANDING } })
	for (const line of response.headers.getSetCookie()) {
		const name = line.split('=')[0]!
		refused.headers.append('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
	}
	return refused
}
