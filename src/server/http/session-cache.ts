import type { SessionUser } from '../../shared/schemas/auth.ts'

/**
 * Signed-in readers looked up in the last few seconds, by their signed session cookie. Looking a session up
 * (verifying the cookie's signature, reading the session and the user) cost more than most pages' own queries
 * (docs/performance.md, 'Reading log pages'); a reader's page view makes several API calls at once.
 *
 * Only a cookie value that Better Auth verified is ever a key, so a hit is as good as a verification. Anything
 * that can end a session or change what it says (sign-out, password reset, ending sessions, deleting the
 * account, a new username or picture, an administrator suspending a reader) is a write under /api/auth,
 * /api/account, /api/profile or /api/admin, and those empty this server's cache. Other servers sharing a
 * PostgreSQL database notice within SESSION_CACHE_MS (docs/decisions/0007-session-cache.md).
 */
export const SESSION_CACHE_MS = 10_000
const MAX_ENTRIES = 10_000

export function createSessionCache(now: () => number = Date.now) {
	const entries = new Map<string, { user: SessionUser; until: number }>()
	return {
		get(cookie: string): SessionUser | undefined {
			const hit = entries.get(cookie)
			if (!hit) return undefined
			if (hit.until > now()) return hit.user
			entries.delete(cookie)
			return undefined
		},
		set(cookie: string, user: SessionUser) {
			// A Map keeps insertion order, so the first key is the oldest: a bounded cache without an LRU.
			if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
			entries.set(cookie, { user, until: now() + SESSION_CACHE_MS })
		},
		clear() {
			entries.clear()
		},
	}
}
export type SessionCache = ReturnType<typeof createSessionCache>

const WRITES_THAT_TOUCH_SESSIONS = /^\/api\/(auth|account|profile|admin)(\/|$)/
// Links opened from a mail are GETs: confirming a new address changes it, undoing a change ends every session.
const MAILED_LINKS = /^\/api\/account\/email\/(confirm|undo)$/

/** Whether this request may end a session or change what a session says about its reader. */
export function touchesSessions(method: string, path: string) {
	if (method === 'GET' || method === 'HEAD') return MAILED_LINKS.test(path)
	return WRITES_THAT_TOUCH_SESSIONS.test(path)
}
