import { performance } from 'node:perf_hooks'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { postgresPool } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { countJobs } from '../jobs/job-queue.ts'

export type Metrics = ReturnType<typeof createMetrics>

const JOB_STATES = ['waiting', 'scheduled', 'running', 'failed'] as const

/**
 * What /metrics tells (README, 'Running in production'): prom-client's Node.js series (event-loop delay
 * percentiles as nodejs_eventloop_lag_*, heap, GC, CPU), the HTTP requests, the event loop's busy time, the
 * background jobs and the PostgreSQL pool. Jobs and the pool are read when scraped, not kept up to date.
 * Made only when METRICS_PORT or METRICS_TOKEN asks for metrics: otherwise nothing is measured.
 */
export function createMetrics(db: Database) {
	const registry = new Registry()
	const registers = [registry]
	collectDefaultMetrics({ register: registry })
	const duration = new Histogram({
		name: 'dogear_http_request_duration_seconds',
		help: 'Time to answer a request, by method, the route pattern that answered and the status class (2xx, 4xx, …)',
		labelNames: ['method', 'route', 'status_class'],
		buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
		registers,
	})
	const inFlight = new Gauge({
		name: 'dogear_http_requests_in_flight',
		help: 'Requests received and not yet answered',
		registers,
	})

	let lastUse = performance.eventLoopUtilization()
	new Counter({
		name: 'dogear_event_loop_active_seconds_total',
		help: "Time the event loop spent running code rather than waiting; its rate is the loop's utilisation (0 to 1)",
		registers,
		collect() {
			const use = performance.eventLoopUtilization()
			this.inc((use.active - lastUse.active) / 1000)
			lastUse = use
		},
	})
	new Gauge({
		name: 'dogear_jobs',
		help: 'Background jobs by state: waiting (due), scheduled (a retry later), running (leased), failed (given up)',
		labelNames: ['state'],
		registers,
		async collect() {
			const counts = await countJobs(db)
			for (const state of JOB_STATES) this.set({ state }, counts[state])
		},
	})
	// SQLite has no pool to watch: one connection, used synchronously, so a request never waits for it; waiting shows
	// as event-loop delay instead.
	const pool = postgresPool(db)
	if (pool) {
		new Gauge({
			name: 'dogear_db_pool_connections',
			help: "PostgreSQL connections in the server's pool: open (total) and idle",
			labelNames: ['state'],
			registers,
			collect() {
				this.set({ state: 'total' }, pool.totalCount)
				this.set({ state: 'idle' }, pool.idleCount)
			},
		})
		new Gauge({
			name: 'dogear_db_pool_waiting',
			help: 'Queries waiting for a PostgreSQL connection from the pool',
			registers,
			collect() {
				this.set(pool.waitingCount)
			},
		})
	}

	return {
		registry,
		/** Counts a request in flight; the function it returns records its answer. */
		requestStarted() {
			inFlight.inc()
			return (method: string, route: string, status: number, seconds: number) => {
				inFlight.dec()
				duration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds)
			}
		},
	}
}
