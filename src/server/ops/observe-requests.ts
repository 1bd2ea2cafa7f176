import { randomUUID } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import { routePath } from 'hono/route'
import { log } from './log.ts'
import type { Metrics } from './metrics.ts'

/** An id a proxy or client gave the request is kept when it is short and plain, so one id follows it through. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/

/**
 * Gives each request an id (the X-Request-Id it came with, when sane; else a new one), sends it back in the
 * answer's X-Request-Id, and, once answered, logs one line and counts it in the metrics: method, the route
 * pattern that answered (/api/lists/:listId, never the path, which may hold an invitation's token), status and
 * duration. The header is set before the handler for the reason security.ts gives, and again on an answer
 * made as a Response of its own.
 */
export function observeRequests(metrics: Metrics | undefined) {
	return createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
		const started = performance.now()
		const given = c.req.header('x-request-id')
		const requestId = given && SANE_REQUEST_ID.test(given) ? given : randomUUID()
		c.set('requestId', requestId)
		c.header('X-Request-Id', requestId)
		const finished = metrics?.requestStarted()
		try {
			await next()
		} finally {
			const status = c.res.status
			const route = routePath(c)
			const seconds = (performance.now() - started) / 1000
			log.info(
				{ requestId, method: c.req.method, route, status, durationMs: Math.round(seconds * 10_000) / 10 },
				'request',
			)
			finished?.(c.req.method, route, status, seconds)
		}
		if (c.res.headers.get('X-Request-Id') !== requestId) c.header('X-Request-Id', requestId)
	})
}
