// Throughput and latency of the reading log's read APIs against a running server on a generated instance
// (bench/generate-reading-instance.ts):
//   TRUST_PROXY=true DATA_DIR=/tmp/dogear-reading PORT=3900 npx tsx src/server/main.ts
//   npx tsx bench/reading-bench.ts --url http://127.0.0.1:3900 --connections 50 --duration 20
// Each target runs as a closed loop of `connections` concurrent requests, then alone on one connection (its
// latency is then the server's time plus a loopback round trip). /api/health is the baseline: what the HTTP
// stack, session lookup and JSON cost with no query behind them.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { PopularWeekResponse } from '../src/shared/schemas/popular.ts'
import { signInReaders, type Reader } from './bench-readers.ts'
import { closedLoop, percentile, type LoopResult } from './closed-loop.ts'
import { keepAliveAgent, send } from './http-get.ts'
import { mix } from './reading-rows.ts'

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
	},
})
const base = new URL(values.url!)
const connections = Number(values.connections)
const agent = keepAliveAgent(connections)
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ')

console.error(`Signing in ${values.readers} readers…`)
const readers = await signInReaders(agent, base, Number(values.readers), Number(values.population))
const popular = await send(agent, new URL('/api/popular/week', base))
const popularIds = popular.status === 200 ? PopularWeekResponse.parse(JSON.parse(popular.body)).books.map((b) => b.book.id) : []
const bookIds = [...new Set([...popularIds, ...readers.flatMap((r) => r.bookIds)])]
if (bookIds.length === 0) throw new Error('No book ids: neither /api/popular/week nor the readers’ diaries answered with books')
console.error(`${readers.length} readers signed in; ${bookIds.length} books from Popular and their diaries`)

let turn = 0
/** Spreads requests over readers and books without a shared random state: the n-th request's pick is fixed. */
const pick = <T>(list: T[]) => list[mix(turn++, 0xb00c) % list.length]!
const asReader = (path: (reader: Reader) => string) => () => {
	const reader = pick(readers)
	return { path: path(reader), cookie: reader.cookie }
}
// Book pages by visitors and by signed-in readers (whose visibility rule has friends to consider).
const TARGETS: { name: string; next: () => { path: string; cookie?: string } }[] = [
	{ name: 'GET /api/health', next: () => ({ path: '/api/health' }) },
	// The same trivial answer with a session cookie: what looking the session up adds to every signed-in request.
	{ name: 'GET /api/health, signed in', next: asReader(() => '/api/health') },
	{ name: 'GET /api/popular/week', next: () => ({ path: '/api/popular/week' }) },
	{ name: 'GET /api/books/:id, visitor', next: () => ({ path: `/api/books/${pick(bookIds)}` }) },
	{ name: 'GET /api/books/:id, signed in', next: asReader(() => `/api/books/${pick(bookIds)}`) },
	{ name: 'GET /api/books/:id/entries, visitor', next: () => ({ path: `/api/books/${pick(bookIds)}/entries` }) },
	{ name: 'GET /api/books/:id/entries, signed in', next: asReader(() => `/api/books/${pick(bookIds)}/entries`) },
	{ name: 'GET /api/me/diary', next: asReader(() => '/api/me/diary') },
	{ name: 'GET /api/me/reviews', next: asReader(() => '/api/me/reviews') },
]

async function run(target: (typeof TARGETS)[number], concurrent: number, seconds: number) {
	const singleAgent = concurrent === 1 ? keepAliveAgent(1) : agent
	const result = await closedLoop({
		connections: concurrent,
		durationMs: seconds * 1000,
		warmupMs: Number(values.warmup) * 1000,
		send: async () => {
			const { path, cookie } = target.next()
			const answer = await send(singleAgent, new URL(path, base), { headers: cookie ? { cookie } : {}, read: false })
			return answer.status
		},
	})
	if (singleAgent !== agent) singleAgent.destroy()
	result.latencies.sort((a, b) => a - b)
	return result
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const rate = (r: LoopResult) => r.requests / r.seconds

// /api/health runs first and again last: the machine is shared, so the baseline is the mean of both runs and
// their difference shows how much the load drifted while the other targets ran.
const chosen = TARGETS.filter((t, i) => i > 0 && (!values.only || t.name.includes(values.only)))
const health = TARGETS[0]!
const runs: { name: string; many: LoopResult; one: LoopResult }[] = []
const loadBefore = load()
for (const [name, target] of [[health.name, health], ...chosen.map((t) => [t.name, t] as const), [`${health.name} (again)`, health]] as const) {
	console.error(`${name}…`)
	runs.push({ name, many: await run(target, connections, Number(values.duration)), one: await run(target, 1, Number(values.single)) })
}
const baseline = (rate(runs[0]!.many) + rate(runs.at(-1)!.many)) / 2
const cells = ({ name, many, one }: (typeof runs)[number]) =>
	[name, Math.round(rate(many)), `${Math.round((100 * rate(many)) / baseline)}%`, ...[50, 95, 99].map((p) => ms(percentile(many.latencies, p))), `${many.errors}${many.firstError ? ` (${many.firstError})` : ''}`, ms(percentile(one.latencies, 50)), ms(percentile(one.latencies, 95))]
console.log(
	[
		`${connections} connections, ${values.duration} s each after ${values.warmup} s of warm-up; one connection: ${values.single} s each`,
		`load average before: ${loadBefore}; after: ${load()}`,
		'',
		`| target | req/s (${connections} conn.) | % of health | p50 | p95 | p99 | errors | one conn. p50 | one conn. p95 |`,
		'|---|---|---|---|---|---|---|---|---|',
		...runs.map((r) => `| ${cells(r).join(' | ')} |`),
	].join('\n'),
)
agent.destroy()
