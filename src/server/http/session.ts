import type { Context } from 'hono'
import type { AccessTokenScope } from '../../shared/schemas/access-tokens.ts'
import type { SessionUser } from '../../shared/schemas/auth.ts'
import { unauthorized } from './errors.ts'

/** accessToken is set on /api/v1 requests, which act for a personal access token's reader (api/token-access.ts). */
export type AppEnv = { Variables: { user: SessionUser | null; accessToken?: { id: string; scope: AccessTokenScope } } }

type UserRecord = { id: string; name: string; email: string; image?: string | null; username?: string | null }

export function toSessionUser(user: UserRecord, role: SessionUser['role'] = 'reader'): SessionUser {
	return {
		id: user.id,
		username: user.username ?? '',
		name: user.name,
		email: user.email,
		image: user.image ?? null,
		role,
	}
}

/** Copies Better Auth's Set-Cookie headers onto our response. */
export function forwardCookies(c: Context, headers: Headers) {
	for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true })
}

export function requireUser(c: Context<AppEnv>): SessionUser {
	const user = c.var.user
	if (!user) throw unauthorized()
	return user
}
