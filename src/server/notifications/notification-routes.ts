import { Hono } from 'hono'
import type { Database } from '../db/schema.ts'
import type { AppEnv } from '../http/session.ts'

export function notificationRoutes(_deps: { db: Database }) {
	return new Hono<AppEnv>()
}
