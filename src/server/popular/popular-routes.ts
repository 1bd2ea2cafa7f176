import { Hono } from 'hono'
import type { Database } from '../db/schema.ts'
import type { AppEnv } from '../http/session.ts'
import { createRefreshingCache } from './popular-cache.ts'
import { entriesGeneration, generationWrittenBy } from './popular-freshness.ts'
import { popularWeek } from './popular-week.ts'

/**
 * The home page asks for Popular this week on every visit; a minute-old answer is as good as a fresh one for
 * a week-long window. This server's entry writes refresh it for the reader who wrote at once, and for
 * everyone within two seconds (popular-freshness.ts): under many writes a second, recomputing after each one
 * was the busiest query of the server (docs/performance.md, 'Load and capacity').
 */
const POPULAR_CACHE_MS = 60_000
const POPULAR_MIN_REFRESH_MS = 2_000

/** Popular this week, open to visitors. Mounted at /api/popular. */
export const popularRoutes = ({ db }: { db: Database }) => {
	const week = createRefreshingCache(() => popularWeek(db), {
		ttlMs: POPULAR_CACHE_MS,
		minRefreshMs: POPULAR_MIN_REFRESH_MS,
		generation: entriesGeneration,
	})
	return new Hono<AppEnv>().get('/week', async (c) => c.json(await week(generationWrittenBy(c.var.user?.id))))
}
