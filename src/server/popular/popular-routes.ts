import { Hono } from 'hono'
import type { Database } from '../db/schema.ts'
import type { AppEnv } from '../http/session.ts'
import { createRefreshingCache } from './popular-cache.ts'
import { entriesGeneration } from './popular-freshness.ts'
import { popularWeek } from './popular-week.ts'

/**
 * The home page asks for Popular this week on every visit; a minute-old answer is as good as a fresh one for
 * a week-long window, and this server's own entry writes refresh it at once (popular-freshness.ts).
 */
const POPULAR_CACHE_MS = 60_000

/** Popular this week, open to visitors. Mounted at /api/popular. */
export const popularRoutes = ({ db }: { db: Database }) => {
	const week = createRefreshingCache(() => popularWeek(db), { ttlMs: POPULAR_CACHE_MS, generation: entriesGeneration })
	return new Hono<AppEnv>().get('/week', async (c) => c.json(await week()))
}
