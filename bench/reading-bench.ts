// Throughput and latency of the reading log's read APIs against a running server on a generated instance
// (bench/generate-reading-instance.ts):
//   TRUST_PROXY=true DATA_DIR=/tmp/dogear-reading PORT=3900 npx tsx src/server/main.ts
//   npx tsx bench/reading-bench.ts --url http://127.0.0.1:3900 --connections 50 --duration 20
// Each target runs as a closed loop of `connections` concurrent requests, then alone on one connection (its
// latency is then the server's time plus a loopback round trip). /api/health is the baseline: what the HTTP
// stack, session lookup and JSON cost with no query behind them. With `--server-pid` (the server's process id,
// on this machine) it also reports the server's CPU time per request under load, which the load generator's
// own share of the cores does not blur as it does throughput:
//   npx tsx bench/reading-bench.ts --url http://127.0.0.1:3900 --server-pid "$(pgrep -f src/server/main.ts)"
// Each target is measured beside /api/health: `--rounds R` splits its duration into R rounds, each health's slice
// then the target's, so that on a machine whose speed drifts (a shared virtual machine) both see the same drift.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { PAGE_SIZES } from '../src/shared/schemas/entries.ts'
import { PopularWeekResponse } from '../src/shared/schemas/popular.ts'
import { signInReaders, type Reader } from './bench-readers.ts'
import { closedLoop, percentile, type LoopResult } from './closed-loop.ts'
import { keepAliveAgent, send } from './http-get.ts'
import { mix } from './reading-rows.ts'
import { rawConnection } from './raw-get.ts'
import { processCpuMs } from './server-cpu.ts'

const { values } = parseArgs({
	options: {
		url: { type: 'string', default: 'http://127.0.0.1:3900' },
		connections: { type: 'string', default: '50' },
		duration: { type: 'string', default: '20' },
		warmup: { type: 'string', default: '2' },
		single: { type: 'string', default: '5' },
		readers: { type: 'string', default: '100' },
		population: { type: 'string', default: '53424' },
		only: { type: 'string' },
		rounds: { type: 'string', default: '1' },
		'server-pid': { type: 'string' },
		client: { type: 'string', default: 'raw' },
	},
})
const serverPid = values['server-pid'] ? Number(values['server-pid']) : undefined
const base = new URL(values.url!)
const connections = Number(values.connections)
const agent = keepAliveAgent(connections)
const load = () =>
	loadavg()
		.map((l) => l.toFixed(1))
		.join(' ')

console.error(`Signing in ${values.readers} readers…`)
const readers = await signInReaders(agent, base, Number(values.readers), Number(values.population))
const popular = await send(agent, new URL('/api/popular/week', base))
const popularIds =
	popular.status === 200 ? PopularWeekResponse.parse(JSON.parse(popular.body)).books.map((b) => b.book.id) : []
const bookIds = [...new Set([...popularIds, ...readers.flatMap((r) => r.bookIds)])]
if (bookIds.length === 0)
	throw new Error('No book ids: neither /api/popular/week nor the readers’ diaries answered with books')
console.error(`${readers.length} readers signed in; ${bookIds.length} books from Popular and their diaries`)

let turn = 0
/** Spreads requests over readers and books without a shared random state: the n-th request's pick is fixed. */
const pick = <T>(list: T[]) => list[mix(turn++, 0xb00c) % list.length]!
const asReader = (path: (reader: Reader) => string) => () => {
	const reader = pick(readers)
	return { path: path(reader), cookie: reader.cookie }
}
// Book pages by visitors and by signed-in readers (whose visibility rule has friends to consider). Each list is
// asked for as the web app asks for its first page.
const bookReviews = (bookId: string) => `/api/books/${bookId}/entries?limit=${PAGE_SIZES.bookReviews}&spoilers=hide`
const TARGETS: { name: string; next: () => { path: string; cookie?: string } }[] = [
	{ name: 'GET /api/health', next: () => ({ path: '/api/health' }) },
	// The same trivial answer with a session cookie: what looking the session up adds to every signed-in request.
	{ name: 'GET /api/health, signed in', next: asReader(() => '/api/health') },
	{ name: 'GET /api/popular/week', next: () => ({ path: '/api/popular/week' }) },
	{ name: 'GET /api/books/:id, visitor', next: () => ({ path: `/api/books/${pick(bookIds)}` }) },
	{ name: 'GET /api/books/:id, signed in', next: asReader(() => `/api/books/${pick(bookIds)}`) },
	{ name: 'GET /api/books/:id/entries, visitor', next: () => ({ path: bookReviews(pick(bookIds)) }) },
	{ name: 'GET /api/books/:id/entries, signed in', next: asReader(() => bookReviews(pick(bookIds))) },
	{ name: 'GET /api/me/diary', next: asReader(() => `/api/me/diary?limit=${PAGE_SIZES.diary}`) },
	{ name: 'GET /api/me/reviews', next: asReader(() => `/api/me/reviews?limit=${PAGE_SIZES.reviews}`) },
	// The pages themselves, as the server renders them first (decision 0014): each is the API answers above and
	// React in Node.
	{ name: 'GET /book/:id page, visitor', next: () => ({ path: `/book/${pick(bookIds)}` }) },
	{ name: 'GET /book/:id page, signed in', next: asReader(() => `/book/${pick(bookIds)}`) },
	{ name: 'GET /nav/diary page', next: asReader(() => '/nav/diary') },
	{ name: 'GET /nav/home page', next: asReader(() => '/nav/home') },
]

type Measured = LoopResult & { serverCpuMs?: number }

/**
 * One connection's way of sending a GET and counting its status: a raw socket (raw-get.ts) by default, or with
 * `--client node` node:http's agent, which cost this machine about as much CPU a request as the server's answer.
 */
function clients(concurrent: number): {
	send: (connection: number, path: string, cookie?: string) => Promise<number>
	close: () => void
} {
	if (values.client === 'node') {
		const nodeAgent = concurrent === 1 ? keepAliveAgent(1) : agent
		return {
			send: async (_, path, cookie) =>
				(await send(nodeAgent, new URL(path, base), { headers: cookie ? { cookie } : {}, read: false })).status,
			close: () => nodeAgent !== agent && nodeAgent.destroy(),
		}
	}
	const raw = Array.from({ length: concurrent }, () => rawConnection(base))
	return {
		send: (connection, path, cookie) => raw[connection]!.get(path, cookie),
		close: () => raw.forEach((c) => c.close()),
	}
}

async function run(
	target: (typeof TARGETS)[number],
	concurrent: number,
	seconds: number,
	warmupMs: number,
): Promise<Measured> {
	const client = clients(concurrent)
	// The server's CPU time over the measured part of the loop, from the end of the warm-up.
	const cpuAtWarmEnd = new Promise<number | undefined>((resolve) =>
		setTimeout(() => resolve(serverPid && processCpuMs(serverPid)), warmupMs),
	)
	const result: Measured = await closedLoop({
		connections: concurrent,
		durationMs: seconds * 1000,
		warmupMs,
		send: (connection) => {
			const { path, cookie } = target.next()
			return client.send(connection, path, cookie)
		},
	})
	const cpuBefore = await cpuAtWarmEnd
	if (serverPid && cpuBefore !== undefined) result.serverCpuMs = processCpuMs(serverPid) - cpuBefore
	client.close()
	result.latencies.sort((a, b) => a - b)
	return result
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const rate = (r: LoopResult) => r.requests / r.seconds

/** The rounds of one target (or of health beside it) as one loop's result. */
const merged = (parts: Measured[]): Measured => ({
	requests: parts.reduce((n, p) => n + p.requests, 0),
	errors: parts.reduce((n, p) => n + p.errors, 0),
	seconds: parts.reduce((n, p) => n + p.seconds, 0),
	latencies: parts.flatMap((p) => p.latencies).sort((a, b) => a - b),
	firstError: parts.find((p) => p.firstError)?.firstError,
	serverCpuMs: parts.reduce((n, p) => n + (p.serverCpuMs ?? Number.NaN), 0),
})

// A server that has run a while holds the books its readers visit (a book's entries, its summary). Asking for each
// book's reviews once before measuring keeps their first loads (about 30 s for these 1,649 books on SQLite) out of
// whichever target comes first.
const started = performance.now()
let next = 0
await Promise.all(
	Array.from({ length: connections }, async () => {
		while (next < bookIds.length) await send(agent, new URL(bookReviews(bookIds[next++]!), base), { read: false })
	}),
)
console.error(`Each book's reviews asked for once in ${((performance.now() - started) / 1000).toFixed(1)} s`)

const chosen = TARGETS.filter((t, i) => i > 0 && (!values.only || t.name.includes(values.only)))
const health = TARGETS[0]!
const rounds = Number(values.rounds)
const slice = Number(values.duration) / rounds
const warmupMs = Number(values.warmup) * 1000
const runs: { name: string; many: Measured; beside: Measured; one: Measured }[] = []
const loadBefore = load()
for (const target of chosen) {
	console.error(`${target.name}…`)
	const healthRounds: Measured[] = []
	const targetRounds: Measured[] = []
	for (let round = 0; round < rounds; round++) {
		// Each round warms up again: the other loop's requests ran since.
		healthRounds.push(await run(health, connections, slice, round === 0 ? warmupMs : Math.min(warmupMs, 1000)))
		targetRounds.push(await run(target, connections, slice, round === 0 ? warmupMs : Math.min(warmupMs, 1000)))
	}
	runs.push({
		name: target.name,
		many: merged(targetRounds),
		beside: merged(healthRounds),
		one: await run(target, 1, Number(values.single), warmupMs),
	})
}
/** Server CPU µs per request in a 50-connection run, and as a share of health's (health's µs over the target's: the throughput share the server alone allows). */
const cpuPerRequest = (r: Measured) => ((r.serverCpuMs ?? Number.NaN) * 1000) / r.requests
const cpuCells = ({ many, beside }: (typeof runs)[number]) =>
	serverPid
		? [
				`${cpuPerRequest(many).toFixed(0)} µs`,
				`${cpuPerRequest(beside).toFixed(0)} µs`,
				`${Math.round((100 * cpuPerRequest(beside)) / cpuPerRequest(many))}%`,
			]
		: []
const cells = (r: (typeof runs)[number]) => {
	const { name, many, beside, one } = r
	const errors = `${many.errors}${many.firstError ? ` (${many.firstError})` : ''}`
	return [
		name,
		Math.round(rate(many)),
		Math.round(rate(beside)),
		`${Math.round((100 * rate(many)) / rate(beside))}%`,
		...[50, 95, 99].map((p) => ms(percentile(many.latencies, p))),
		errors,
		ms(percentile(one.latencies, 50)),
		ms(percentile(one.latencies, 95)),
		...cpuCells(r),
	]
}
const cpuHeads = serverPid ? [' server CPU per request |', " health's, beside it |", " health's CPU over this |"] : []
console.log(
	[
		`${connections} connections, ${values.duration} s each in ${rounds} round(s) beside as much of /api/health, after ${values.warmup} s of warm-up; one connection: ${values.single} s each`,
		`load average before: ${loadBefore}; after: ${load()}`,
		'',
		`| target | req/s (${connections} conn.) | health's req/s beside it | % of health | p50 | p95 | p99 | errors | one conn. p50 | one conn. p95 |${cpuHeads.join('')}`,
		`|---|---|---|---|---|---|---|---|---|---|${cpuHeads.map(() => '---|').join('')}`,
		...runs.map((r) => `| ${cells(r).join(' | ')} |`),
	].join('\n'),
)
agent.destroy()
