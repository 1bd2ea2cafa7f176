import { Hono } from 'hono'
import {
	ACCESS_TOKENS_MAX,
	AccessTokenInput,
	AccessTokenMessages,
	type AccessTokenList,
	type CreatedAccessToken,
} from '../../shared/schemas/access-tokens.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { countAccessTokens, deleteAccessToken, insertAccessToken, listAccessTokens } from './access-token-queries.ts'
import { hashAccessTokenSecret, newAccessTokenSecret } from './access-token-secret.ts'

/**
 * Settings → Authentication → Personal access tokens. Mounted at /api/account/tokens, so only the cookie session
 * reaches it: /api/v1 answers 404 for everything under /account (token-access.ts), and a bearer token outside
 * /api/v1 is no session at all. See shared/schemas/access-tokens.ts.
 */
export const accessTokenRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>()
		.get('/', async (c) => {
			const user = requireUser(c)
			return c.json({ tokens: await listAccessTokens(db, user.id) } satisfies AccessTokenList)
		})
		.post('/', async (c) => {
			const user = requireUser(c)
			const { name, scope } = await readJson(c, AccessTokenInput)
			if ((await countAccessTokens(db, user.id)) >= ACCESS_TOKENS_MAX)
				throw new ApiError(409, 'too_many_tokens', AccessTokenMessages.tooMany)
			const secret = newAccessTokenSecret()
			const token = await insertAccessToken(db, {
				userId: user.id,
				name,
				scope,
				tokenHash: hashAccessTokenSecret(secret),
			})
			c.header('Cache-Control', 'no-store')
			return c.json({ token, secret } satisfies CreatedAccessToken, 201)
		})
		.delete('/:id', async (c) => {
			const user = requireUser(c)
			if (!(await deleteAccessToken(db, user.id, c.req.param('id')))) throw notFound('Token')
			return c.body(null, 204)
		})
