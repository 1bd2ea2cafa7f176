import { Hono } from 'hono'
import { handleError } from '../http/errors.ts'
import { metricsHandler } from './metrics-routes.ts'
import type { Metrics } from './metrics.ts'
import { observeRequests } from './observe-requests.ts'

/**
 * `app` as the outside world reaches it: every request logged and measured once (observe-requests.ts), and
 * /metrics on the main port when METRICS_TOKEN is set. A page's server render asks `app` itself, so the API
 * questions it answers on the way are part of the page's request, not requests of their own.
 */
export function observedApp(app: Hono, metrics: Metrics | undefined, token: string | undefined) {
	const outer = new Hono().use(observeRequests(metrics))
	if (metrics && token) outer.get('/metrics', metricsHandler(metrics, token))
	return outer.route('/', app).onError(handleError)
}
