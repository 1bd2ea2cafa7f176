import { Hono } from 'hono'
import { type ActiveSessionsView, SignOutOthersInput, type SignedOutOthersView } from '../../shared/schemas/account.ts'
import { deleteAllAccessTokens } from '../api/access-token-queries.ts'
import type { Auth } from '../auth/auth.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { deleteOtherSessions, deleteSession, listSessions } from './account-queries.ts'
import { clearAuthCookies, currentSession } from './current-session.ts'
import { describeUserAgent } from './device-name.ts'

/** The reader's active sessions, and signing them out. Mounted at /api/account/sessions. */
export const sessionRoutes = ({ auth, db }: { auth: Auth; db: Database }) =>
	new Hono<AppEnv>()
		.get('/', async (c) => {
			const user = requireUser(c)
			const current = await currentSession(auth, c)
			const sessions = (await listSessions(db, user.id)).map((s) => ({
				id: s.id,
				...describeUserAgent(s.userAgent),
				ipAddress: s.ipAddress,
				createdAt: new Date(s.createdAt).toISOString(),
				lastSeenAt: new Date(s.updatedAt).toISOString(),
				current: s.id === current.id,
			}))
			return c.json({ sessions } satisfies ActiveSessionsView)
		})
		.delete('/:id', async (c) => {
			const user = requireUser(c)
			const current = await currentSession(auth, c)
			if ((await deleteSession(db, user.id, c.req.param('id'))) === 0) throw notFound('Session')
			if (c.req.param('id') === current.id) await clearAuthCookies(auth, c)
			return c.body(null, 204)
		})
		.post('/sign-out-others', async (c) => {
			const user = requireUser(c)
			const { revokeTokens } = await readJson(c, SignOutOthersInput)
			const current = await currentSession(auth, c)
			const signedOut = await deleteOtherSessions(db, user.id, current.id)
			const tokensRevoked = revokeTokens ? await deleteAllAccessTokens(db, user.id) : 0
			return c.json({ signedOut, tokensRevoked } satisfies SignedOutOthersView)
		})
