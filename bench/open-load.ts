// The mixed open-model load of issue 10 against a running server on a generated instance
// (bench/generate-reading-instance.ts), with TRUST_PROXY=true for the sign-ins:
//   npx tsx bench/open-load.ts --url http://127.0.0.1:3917 [--rates 100,200,400,600,800] [--duration 20]
// Open model: requests are sent at a fixed arrival rate whether or not earlier ones were answered, and each
// one's latency counts from when it was due, so a slow server cannot slow the clock (no coordinated omission).
// Each rate runs for --duration seconds. The highest rate whose p99 is under 250 ms with no errors is the
// capacity; then twice that rate runs (the server should turn the surplus away quickly with 503 or 429, not
// time out), then the capacity again, reporting how long until a second's p99 is back under 250 ms.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { BookEntriesResponse } from '../src/shared/schemas/entries.ts'
import { PopularWeekResponse } from '../src/shared/schemas/popular.ts'
import { signInReaders, type Reader } from './bench-readers.ts'
import { percentile } from './closed-loop.ts'
import { keepAliveAgent, send } from './http-get.ts'
import { mix } from './reading-rows.ts'

const { values } = parseArgs({
	options: {
		url: { type: 'string', default: 'http://127.0.0.1:3917' },
		rates: { type: 'string', default: '100,200,300,400,600,800,1000,1200' },
		duration: { type: 'string', default: '20' },
		readers: { type: 'string', default: '100' },
		population: { type: 'string', default: '53424' },
		// Print each kind of request's p50 and p99 under every row.
		kinds: { type: 'boolean', default: false },
	},
})
const base = new URL(values.url!)
const seconds = Number(values.duration)
const TIMEOUT_MS = 5_000
const P99_LIMIT_MS = 250
// Enough sockets that the client never queues at the rates this machine reaches; what waits, waits in the server.
const agent = keepAliveAgent(4096)

const readers = await signInReaders(agent, base, Number(values.readers), Number(values.population))
const popular = await send(agent, new URL('/api/popular/week', base))
const popularIds =
	popular.status === 200 ? PopularWeekResponse.parse(JSON.parse(popular.body)).books.map((b) => b.book.id) : []
const bookIds = [...new Set([...popularIds, ...readers.flatMap((r) => r.bookIds)])]
// Entries to like: the visible reviews of the most popular books.
const entryIds: string[] = []
for (const bookId of bookIds.slice(0, 20)) {
	const page = await send(agent, new URL(`/api/books/${bookId}/entries`, base))
	if (page.status === 200) entryIds.push(...BookEntriesResponse.parse(JSON.parse(page.body)).entries.map((e) => e.id))
}
const WORDS = [
	'harry',
	'hobbit',
	'tolkien',
	'the hunger',
	'pride',
	'brontë',
	'king',
	'love',
	'war',
	'night',
	'gatsby',
	'dune',
]

let turn = 0
const pick = <T>(list: readonly T[]) => list[mix(turn++, 0x10ad) % list.length]!
type Call = { kind: string; method?: string; path: string; cookie?: string; body?: string }

/** The mix: mostly reads a reader's visit makes (home, book pages, search, diary, feed), a tenth writes. */
const MIX: [number, (reader: Reader) => Call][] = [
	[15, () => ({ kind: 'home: popular', path: '/api/popular/week' })],
	[10, (r) => ({ kind: 'home: feed', path: '/api/me/feed', cookie: r.cookie })],
	[20, (r) => ({ kind: 'book page', path: `/api/books/${pick(bookIds)}`, cookie: r.cookie })],
	[15, (r) => ({ kind: 'book entries', path: `/api/books/${pick(bookIds)}/entries`, cookie: r.cookie })],
	[10, (r) => ({ kind: 'search', path: `/api/books/search?q=${encodeURIComponent(pick(WORDS))}`, cookie: r.cookie })],
	[15, (r) => ({ kind: 'diary', path: '/api/me/diary', cookie: r.cookie })],
	[
		5,
		(r) => ({
			kind: 'write: shelve',
			method: 'PUT',
			path: `/api/books/${pick(bookIds)}/shelf`,
			cookie: r.cookie,
			body: JSON.stringify({ status: pick(['want', 'reading']) }),
		}),
	],
	[
		5,
		(r) => ({
			kind: 'write: log',
			method: 'POST',
			path: '/api/entries',
			cookie: r.cookie,
			body: JSON.stringify({
				bookId: pick(bookIds),
				readOn: new Date().toISOString().slice(0, 10),
				rating: 1 + (turn % 5),
				visibility: 'public',
			}),
		}),
	],
	[5, (r) => ({ kind: 'write: like', method: 'POST', path: `/api/entries/${pick(entryIds)}/like`, cookie: r.cookie })],
]
const TOTAL = MIX.reduce((sum, [weight]) => sum + weight, 0)
function nextCall(i: number): Call {
	let at = mix(i, 0x5a11) % TOTAL
	for (const [weight, make] of MIX) {
		if (at < weight) return make(pick(readers))
		at -= weight
	}
	throw new Error('unreachable')
}

type Outcome = { due: number; latency: number; status: number | 'timeout' | 'error'; kind: string }

async function fire(call: Call, due: number): Promise<Outcome> {
	const headers: Record<string, string> = call.cookie ? { cookie: call.cookie } : {}
	const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), TIMEOUT_MS).unref())
	const answer = send(agent, new URL(call.path, base), {
		method: call.method ?? 'GET',
		headers,
		body: call.body,
		read: false,
	}).then(
		(a) => a.status,
		() => 'error' as const,
	)
	const status = await Promise.race([answer, timeout])
	return { due, latency: performance.now() - due, status, kind: call.kind }
}

/** Sends `rate` requests a second for `durationS` seconds, each at its due time, and waits for the answers. */
async function run(rate: number, durationS: number): Promise<Outcome[]> {
	const start = performance.now() + 50
	const count = Math.round(rate * durationS)
	const pending: Promise<Outcome>[] = []
	for (let i = 0; i < count; i++) {
		const due = start + (i * 1000) / rate
		const wait = due - performance.now()
		if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
		pending.push(fire(nextCall(i + rate * 7919), due))
	}
	return Promise.all(pending)
}

const ms = (n: number) => `${n.toFixed(1)} ms`
function summary(rate: number, outcomes: Outcome[], durationS: number) {
	const ok = outcomes.filter((o) => typeof o.status === 'number' && o.status < 400)
	const refused = outcomes.filter((o) => o.status === 503 || o.status === 429)
	const errors = outcomes.filter((o) => !ok.includes(o) && !refused.includes(o))
	const all = outcomes.map((o) => o.latency).sort((a, b) => a - b)
	const refusedLatency = refused.map((o) => o.latency).sort((a, b) => a - b)
	return {
		rate,
		sent: outcomes.length,
		throughput: ok.length / durationS,
		p50: percentile(all, 50),
		p95: percentile(all, 95),
		p99: percentile(all, 99),
		refused: refused.length,
		refusedP99: percentile(refusedLatency, 99),
		errors: errors.length,
		firstError: errors[0] ? `${errors[0].kind}: ${errors[0].status}` : '',
	}
}
type Summary = ReturnType<typeof summary>
const row = (s: Summary) =>
	`| ${s.rate} | ${s.sent} | ${s.throughput.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.refused}${s.refused ? ` (p99 ${ms(s.refusedP99)})` : ''} | ${s.errors}${s.firstError ? ` (${s.firstError})` : ''} |`

/** Each kind's p50 and p99, to find which part of the mix is slow. */
function byKind(outcomes: Outcome[]) {
	const kinds = [...new Set(outcomes.map((o) => o.kind))]
	return kinds
		.map((kind) => {
			const sorted = outcomes
				.filter((o) => o.kind === kind)
				.map((o) => o.latency)
				.sort((a, b) => a - b)
			return `  ${kind}: p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}`
		})
		.join('\n')
}

/** The share of one core this generator used while sending a rate: it shares the server's cores (issue 24, item 6). */
function generatorCpu(before: NodeJS.CpuUsage, durationS: number) {
	const used = process.cpuUsage(before)
	return `${(((used.user + used.system) / 1e6 / durationS) * 100).toFixed(0)}%`
}

console.log(
	`${readers.length} readers, ${bookIds.length} books, ${entryIds.length} entries to like; load average ${loadavg()
		.map((l) => l.toFixed(1))
		.join(' ')}`,
)
console.log(
	'\n| rate (req/s) | sent | answered 2xx–3xx/s | p50 | p95 | p99 | 503/429 | errors | generator CPU |\n|---|---|---|---|---|---|---|---|---|',
)
let capacity = 0
for (const rate of values.rates!.split(',').map(Number)) {
	const cpuBefore = process.cpuUsage()
	const outcomes = await run(rate, seconds)
	const s = summary(rate, outcomes, seconds)
	console.log(`${row(s)} ${generatorCpu(cpuBefore, seconds)} |`)
	if (values.kinds) console.log(byKind(outcomes))
	if (s.p99 < P99_LIMIT_MS && s.errors === 0 && s.refused === 0) capacity = rate
	else break
}
console.log(`\ncapacity: ${capacity} req/s (p99 under ${P99_LIMIT_MS} ms, no errors)`)
if (capacity > 0) {
	const over = summary(capacity * 2, await run(capacity * 2, seconds), seconds)
	console.log(`\ntwice the capacity:\n${row(over)}`)
	// Back to the capacity: each second's p99, until one is under the limit again.
	const after = await run(capacity, 60)
	const start = Math.min(...after.map((o) => o.due))
	let recovered = -1
	for (let second = 0; second < 60; second++) {
		const slice = after.filter((o) => o.due >= start + second * 1000 && o.due < start + (second + 1) * 1000)
		const p99 = percentile(
			slice.map((o) => o.latency).sort((a, b) => a - b),
			99,
		)
		if (p99 < P99_LIMIT_MS && slice.every((o) => typeof o.status === 'number' && o.status < 400)) {
			recovered = second
			break
		}
	}
	console.log(
		`\nback at ${capacity} req/s: ${recovered >= 0 ? `p99 under ${P99_LIMIT_MS} ms again after ${recovered} s` : `not recovered within 60 s`}`,
	)
	console.log(row(summary(capacity, after, 60)))
}
console.log(
	`\nload average after: ${loadavg()
		.map((l) => l.toFixed(1))
		.join(' ')}`,
)
process.exit(0)
