import { createHash, timingSafeEqual } from 'node:crypto'
import { serve } from '@hono/node-server'
import { Hono, type Handler } from 'hono'
import { log } from './log.ts'
import type { Metrics } from './metrics.ts'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * GET /metrics in Prometheus's text format. With a token, only for `Authorization: Bearer <token>`; any other
 * request goes on as if there were no such route (the main port's 404 page), so a prober learns nothing.
 */
export function metricsHandler(metrics: Metrics, token: string | undefined): Handler {
	const expected = token === undefined ? undefined : digest(`Bearer ${token}`)
	return async (c, next) => {
		if (expected && !timingSafeEqual(digest(c.req.header('authorization') ?? ''), expected)) return next()
		const body = await metrics.registry.metrics()
		return c.body(body, 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' })
	}
}

/** METRICS_PORT: /metrics alone on a port of its own, on METRICS_HOST (loopback unless the operator says). */
export function serveMetricsPort(
	metrics: Metrics,
	{ port, host, token }: { port: number; host: string; token: string | undefined },
) {
	const app = new Hono().get('/metrics', metricsHandler(metrics, token))
	return serve({ fetch: app.fetch, port, hostname: host }, () =>
		log.info(`Metrics at http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`),
	)
}
