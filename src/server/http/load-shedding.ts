import { performance } from 'node:perf_hooks'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { isKnownPage } from '../../shared/page-routes.ts'
import { BUSY_PAGE_RETRY_S, busyPage } from './busy-page.ts'
import { ApiError, errorBody } from './errors.ts'

// Under more requests than the server can answer, a queue grows until every request times out. Turning the
// surplus away at once with 503 (a few microseconds each) keeps the rest fast and lets clients back off; it
// ends by itself when the load does (docs/decisions/0017-load-shedding.md). Only what costs the server work is
// ever refused: API requests and page documents. A page's scripts, styles, covers and pictures are answered
// whatever the load, since a page that got some of them and not others looks whole and does nothing.

export type LoadShedSettings = {
	/** Event-loop utilisation (0–1) over the last half second from which requests are refused when they queue; 0: never. */
	elu: number
	/** Requests in progress at which more are refused, whatever else; 0: no limit. */
	maxInFlight: number
	/** How long after start the utilisation is not looked at: a cold server is slow for its first readers. */
	warmUpMs: number
}

/** What a refused API request says; the web app shows it as it is, inline where the reader acted. */
export const BUSY_MESSAGES = {
	read: 'The server is busy. Please try again in a moment.',
	write: 'The server is busy, so nothing was saved. Please try again in a moment.',
} as const

/**
 * `elu`: the share of the last half second the thread was not idle; `cpu`: the CPU time the thread got in it,
 * as a share of that half second. A host whose other processes take the CPU keeps the thread from idling (its
 * work waits for a core) but gives it little CPU: only both high are our own work.
 */
export type LoadNow = { elu: number; cpu: number; lateMs: number; inFlight: number; sinceStartMs: number }

/**
 * Signs of a queue behind a busy thread: requests in progress (waiting in turns of the loop), or the loop running
 * this late (requests not yet read, waiting in the sockets). One reader's long job in slices (an import) keeps
 * the thread busy with a request or two in progress and turns of a few milliseconds, and turns no one away.
 */
export const QUEUED = 8
/**
 * The share of a core the event loop's thread must have had for a busy thread to be its own doing: more than it
 * gets beside two processes that each want a whole core of a two-core host, less than the load generator leaves
 * it at twice the capacity (docs/performance.md, 'Load shedding').
 */
export const OWN_CPU = 0.75
export const QUEUED_LATE_MS = 250

/** Whether a new request is refused. Pure, for the tests. */
export function isOverloaded(settings: LoadShedSettings, now: LoadNow): boolean {
	if (settings.maxInFlight > 0 && now.inFlight >= settings.maxInFlight) return true
	if (settings.elu === 0 || now.sinceStartMs < settings.warmUpMs) return false
	return now.elu >= settings.elu && now.cpu >= OWN_CPU && (now.inFlight >= QUEUED || now.lateMs >= QUEUED_LATE_MS)
}

/** How a request is refused: an API request with JSON, a page with a page; null for what never is. */
export function refusalKind(method: string, path: string): 'api' | 'page' | null {
	const read = method === 'GET' || method === 'HEAD'
	if (path.startsWith('/api/')) {
		if (path === '/api/health') return null
		return read && (path.startsWith('/api/covers/') || path.startsWith('/api/uploads/')) ? null : 'api'
	}
	// Anything else the app answers from the built front end's folder, or with its small not-found page.
	return read && isPage(path) ? 'page' : null
}

function isPage(path: string) {
	try {
		return isKnownPage(decodeURIComponent(path))
	} catch {
		return false
	}
}

const SAMPLE_MS = 100
const WINDOW_SAMPLES = 5

// One sampler per process: the event loop is the process's, however many apps (tests) share it. The utilisation
// is the share of the time the thread ran our code rather than waiting for something to do; unlike lag (how late
// a timer fires), it moves little when other processes on the host take the CPU, and the CPU time its thread got
// tells those apart. Lag counts only beside them, as the sign that requests wait to be read.
let recent = { elu: 0, cpu: 0, lateMs: 0 }
let sampler: NodeJS.Timeout | undefined

// The loop's own thread, not the process: password hashing and image work run on libuv's and sharp's threads,
// and counting them made a sign-up burst beside other processes look like a busy loop of our own.
const cpuMs = () => {
	const { user, system } = process.threadCpuUsage()
	return (user + system) / 1000
}

function sampleLoad() {
	if (sampler) return
	const samples = [{ at: performance.now(), cpuMs: cpuMs(), elu: performance.eventLoopUtilization(), lateMs: 0 }]
	sampler = setInterval(() => {
		const at = performance.now()
		const elu = performance.eventLoopUtilization()
		samples.push({ at, cpuMs: cpuMs(), elu, lateMs: at - samples.at(-1)!.at - SAMPLE_MS })
		if (samples.length > WINDOW_SAMPLES + 1) samples.shift()
		const first = samples[0]!
		recent = {
			elu: performance.eventLoopUtilization(elu, first.elu).utilization,
			cpu: (samples.at(-1)!.cpuMs - first.cpuMs) / (at - first.at),
			lateMs: Math.max(...samples.map((sample) => sample.lateMs)),
		}
	}, SAMPLE_MS)
	sampler.unref()
}

/**
 * Refuses API requests and page documents with 503 and Retry-After while the thread is busy and requests queue
 * behind it, or while `maxInFlight` requests are in progress. /api/health is always answered, so a load balancer
 * can tell a busy server from a dead one. `admit` marks a request the server makes to itself for a page already
 * let in (its first render asks the API), which is never refused.
 */
export function loadShedding(settings: LoadShedSettings) {
	if (settings.elu > 0) sampleLoad()
	const started = performance.now()
	const admitted = new WeakSet<Request>()
	let inFlight = 0
	const middleware = createMiddleware(async (c, next) => {
		const kind = admitted.has(c.req.raw) ? null : refusalKind(c.req.method, c.req.path)
		if (!kind) return next()
		if (isOverloaded(settings, { ...recent, inFlight, sinceStartMs: performance.now() - started }))
			return refuse(c, kind)
		inFlight++
		try {
			await next()
		} finally {
			inFlight--
		}
	})
	const admit = (request: Request) => {
		admitted.add(request)
		return request
	}
	return { middleware, admit }
}

function refuse(c: Context, kind: 'api' | 'page') {
	c.header('Cache-Control', 'no-store')
	if (kind === 'api') {
		c.header('Retry-After', '1')
		const message = BUSY_READS.has(c.req.method) ? BUSY_MESSAGES.read : BUSY_MESSAGES.write
		return c.json(errorBody(new ApiError(503, 'busy', message)), 503)
	}
	// Spread out, so that readers refused together do not all come back in the same second.
	const retryS = BUSY_PAGE_RETRY_S.min + Math.floor(Math.random() * (BUSY_PAGE_RETRY_S.max - BUSY_PAGE_RETRY_S.min + 1))
	c.header('Retry-After', String(retryS))
	return c.html(busyPage(retryS), 503)
}

const BUSY_READS = new Set(['GET', 'HEAD', 'OPTIONS'])
