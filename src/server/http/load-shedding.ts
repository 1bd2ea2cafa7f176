import { createMiddleware } from 'hono/factory'
import { ApiError } from './errors.ts'

// Under more requests than the server can answer, a queue grows until every request times out. Turning the
// surplus away at once with 503 (a few microseconds each) keeps the rest fast and lets clients back off; it
// ends by itself when the load does. A queue shows in two places (docs/performance.md, 'Load'): the event
// loop running late (the thread is busy), and requests piling up while they wait for the database (SQLite's
// one connection, PostgreSQL's pool), which leaves the loop idle. So there are two signals: lag and the
// number of requests in progress.

const TICK_MS = 20
/** How long one late tick keeps the server counted as overloaded: long enough to span a burst, short to recover. */
const WINDOW_MS = 500

/** Whether a tick this late, seen this long ago, still means the server is overloaded. Pure, for the tests. */
export function isOverloaded(lastLateAt: number, now: number): boolean {
	return now - lastLateAt < WINDOW_MS
}

// One monitor per process: the event loop is the process's, however many apps (tests) share it.
let lateSince = -Infinity
let threshold = Infinity
let monitor: NodeJS.Timeout | undefined

function watch(lagMs: number) {
	threshold = Math.min(threshold, lagMs)
	if (monitor) return
	let expected = performance.now() + TICK_MS
	monitor = setInterval(() => {
		const now = performance.now()
		if (now - expected > threshold) lateSince = now
		expected = now + TICK_MS
	}, TICK_MS)
	monitor.unref()
}

/**
 * Answers 503 with Retry-After while the event loop has run more than `lagMs` late in the last half second, or
 * while `maxInFlight` requests are in progress. /api/health is always answered, so a load balancer can tell a
 * busy server from a dead one. 0 turns either signal off.
 */
export function shedLoad({ lagMs, maxInFlight }: { lagMs: number; maxInFlight: number }) {
	if (lagMs > 0) watch(lagMs)
	let inFlight = 0
	return createMiddleware(async (c, next) => {
		if (c.req.path === '/api/health') return next()
		const late = lagMs > 0 && isOverloaded(lateSince, performance.now())
		if (late || (maxInFlight > 0 && inFlight >= maxInFlight)) {
			throw new ApiError(503, 'busy', 'The server is busy: please try again in a moment', undefined, { 'Retry-After': '1' })
		}
		inFlight++
		try {
			await next()
		} finally {
			inFlight--
		}
	})
}
