import type { Context } from 'hono'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import type { AppEnv } from '../http/session.ts'
import { isAdmin } from './reader-standing.ts'

/**
 * The administrators' side: anyone else (signed out too) gets the same 404 as an unknown route, so these
 * routes do not announce themselves. The role is read from the profile on each request, not from the session
 * cache, so revoking it takes effect at once.
 */
export async function requireAdmin(db: Database, c: Context<AppEnv>) {
	const user = c.var.user
	if (!user || !(await isAdmin(db, user.id))) throw notFound('Page')
	return user
}
