import type { Context } from 'hono'
import { visitorPageDestination } from '../../shared/page-routes.ts'
import { SessionView } from '../../shared/schemas/auth.ts'
import type { ApiForRequest } from './page-render.ts'

/**
 * Where a signed-in reader who opens a page for visitors (sign in, sign up) is sent, or null to show the page.
 * The server answers with the redirect itself, so the form never paints before the app would move on; only a
 * request with a cookie can be a reader's, so a visitor's costs no question.
 */
export async function signedInRedirect(c: Context, apiForRequest: ApiForRequest): Promise<string | null> {
	const url = new URL(c.req.url)
	const destination = visitorPageDestination(url.pathname, url.searchParams)
	const cookie = c.req.header('cookie')
	if (destination === null || !cookie) return null
	const answer = await apiForRequest(new Request(new URL('/api/session', url), { headers: { cookie } }), c.env)
	if (!answer.ok) return null
	const session = SessionView.safeParse(await answer.json())
	return session.success && session.data.user ? destination : null
}
