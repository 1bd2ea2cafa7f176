import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AccessTokenScope } from '../../shared/schemas/access-tokens.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { countAttempt } from '../http/rate-limit.ts'
import { type AppEnv, toSessionUser } from '../http/session.ts'
import { findAccessToken, markAccessTokenUsed } from './access-token-queries.ts'
import { hashAccessTokenSecret, looksLikeAccessTokenSecret } from './access-token-secret.ts'
import { findOperation } from './find-operation.ts'

export const API_V1 = '/api/v1'

/** Per token, counted in the database so every app server shares the window (rate-limit.ts). */
export const API_RATE_LIMIT = { limit: 300, windowMs: 5 * 60_000 }

/** lastUsedAt is for the reader's eyes ('last used 3 minutes ago'): one write a minute is plenty. */
const LAST_USED_PRECISION_MS = 60_000

const READ_METHODS = new Set(['GET', 'HEAD'])

const unauthenticated = (message: string, error?: string) =>
	new ApiError(401, 'unauthorized', message, undefined, {
		'WWW-Authenticate': `Bearer realm="Dogear"${error ? `, error="${error}"` : ''}`,
	})

/**
 * Who an /api/v1 request acts for: the reader of its bearer token, never a cookie (session.ts skips these
 * requests). Then, in this order: the token's rate limit (RateLimit-* headers on every answer, 429 over it),
 * the route (404 for anything not in the document: account, auth, token management and admin routes are
 * simply not part of v1), and the scope (403 when a read token asks to change something).
 */
export const tokenAccess = ({ db }: { db: Database }) =>
	createMiddleware<AppEnv>(async (c, next) => {
		const token = await loadToken(db, c.req.header('authorization'))
		await countRequest(c, db, token)
		if (!findOperation(c.req.method, c.req.path.slice(API_V1.length))) {
			throw new ApiError(404, 'not_found', `No API route ${c.req.method} ${c.req.path}`)
		}
		if (token.scope === 'read' && !READ_METHODS.has(c.req.method)) {
			throw new ApiError(
				403,
				'insufficient_scope',
				'This token has the read scope: it can only read (GET). Use a read-write token to change things.',
				undefined,
				{
					'WWW-Authenticate': 'Bearer realm="Dogear", error="insufficient_scope", scope="read-write"',
				},
			)
		}
		c.set('user', token.user)
		c.set('accessToken', { id: token.id, scope: token.scope })
		await next()
	})

async function loadToken(db: Database, authorization: string | undefined) {
	const secret = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1]
	if (!secret)
		throw unauthenticated(
			'Send a personal access token as Authorization: Bearer <token>. Make one in Settings → Authentication.',
		)
	const row = looksLikeAccessTokenSecret(secret) ? await findAccessToken(db, hashAccessTokenSecret(secret)) : undefined
	// A suspended reader's tokens stop working like their sessions do, without saying why.
	if (!row || row.suspendedAt)
		throw unauthenticated('This token is not valid: it may have been revoked.', 'invalid_token')
	const now = new Date()
	if (!row.lastUsedAt || now.getTime() - Date.parse(row.lastUsedAt) >= LAST_USED_PRECISION_MS)
		await markAccessTokenUsed(db, row.id, now.toISOString())
	const scope: AccessTokenScope = row.scope
	return { id: row.id, scope, user: toSessionUser({ ...row, id: row.userId }, row.role ?? 'reader') }
}

/** The key ends in ':user:<id>', so deleting the account erases the counter (user-data.ts). */
async function countRequest(c: Context<AppEnv>, db: Database, token: { id: string; user: { id: string } }) {
	const now = new Date()
	const rule = { key: `api:token:${token.id}:user:${token.user.id}`, ...API_RATE_LIMIT }
	const { count, resetAt } = await countAttempt(db, rule, now)
	const resetSeconds = Math.max(1, Math.ceil((Date.parse(resetAt) - now.getTime()) / 1000))
	c.header('RateLimit-Limit', String(rule.limit))
	c.header('RateLimit-Remaining', String(Math.max(0, rule.limit - count)))
	c.header('RateLimit-Reset', String(resetSeconds))
	if (count > rule.limit) {
		const minutes = Math.ceil(resetSeconds / 60)
		throw new ApiError(
			429,
			'rate_limited',
			`Too many requests: a token may send ${rule.limit} every ${rule.windowMs / 60_000} minutes. Try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
			undefined,
			{
				'Retry-After': String(resetSeconds),
			},
		)
	}
}
