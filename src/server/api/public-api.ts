import { Hono } from 'hono'
import type { Database } from '../db/schema.ts'
import type { AppEnv } from '../http/session.ts'
import { tokenAccess } from './token-access.ts'

/**
 * /api/v1: the very routes the web app uses (`api`, with its validation, privacy rules and views), behind the
 * token layer instead of the cookie session. Mounted at API_V1 before /api, so these paths never reach the
 * cookie-only chain. docs/decisions/0009-public-api.md says why one set of handlers serves both.
 */
export const publicApi = ({ db }: { db: Database }, api: Hono<AppEnv>) =>
	new Hono<AppEnv>().use(tokenAccess({ db })).route('/', api)
