// New readers arriving on a busy host (issue 24, item 2): each signs up and opens pages as a browser does, the
// page and then everything it names (scripts, module preloads, style sheets, the icon, zod-config.js, covers and
// pictures) and the API reads the app makes when it starts, and every answer's status is counted. Run it beside
// CPU-burning processes (docs/performance.md, 'Load shedding'): no request may be refused with 503.
//   npx tsx bench/busy-host.ts --url http://127.0.0.1:3917 [--readers 12] [--rounds 3]
// The server needs TRUST_PROXY=true: each reader signs up from its own address (ten sign-ups an hour per address).
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { percentile } from './closed-loop.ts'
import { keepAliveAgent, send } from './http-get.ts'

const { values } = parseArgs({
	options: {
		url: { type: 'string', default: 'http://127.0.0.1:3917' },
		readers: { type: 'string', default: '12' },
		rounds: { type: 'string', default: '3' },
		book: { type: 'string' },
	},
})
const base = new URL(values.url!)
const agent = keepAliveAgent(256)
const load = () =>
	loadavg()
		.map((l) => l.toFixed(1))
		.join(' ')

type Kind = 'page' | 'asset' | 'image' | 'api read' | 'sign-up'
const seen: { kind: Kind; status: number; ms: number; path: string }[] = []

async function get(kind: Kind, path: string, headers: Record<string, string>) {
	const started = performance.now()
	// The page's own HTML is asked for uncompressed, to be read for what it names; all else as a browser asks.
	const encoding: Record<string, string> = kind === 'page' ? {} : { 'accept-encoding': 'br, gzip' }
	const answer = await sendOnce(path, { headers: { ...headers, ...encoding }, read: kind === 'page' })
	seen.push({ kind, status: answer.status, ms: performance.now() - started, path })
	return answer
}

// A keep-alive socket the server closed as idle just as it was reused is the client's race, not a refusal: sent
// again once on a new socket, and counted.
let resets = 0
async function sendOnce(path: string, options: Parameters<typeof send>[2]) {
	try {
		return await send(agent, new URL(path, base), options)
	} catch {
		resets++
		return send(agent, new URL(path, base), options)
	}
}

// What a browser asks for after the page: <script src>, <link href> (module preloads, style sheets, the icon), <img src>.
const NAMED = /<(script|link|img)\b[^>]*?\b(?:src|href)="(\/[^"]*)"/g

/** A page as a browser opens it: the document, then all it names at once, then the app's first API reads. */
async function openPage(path: string, headers: Record<string, string>) {
	const page = await get('page', path, { ...headers, accept: 'text/html' })
	const kindOf = (tag: string, url: string): Kind =>
		tag === 'img' ? 'image' : url.startsWith('/api/') ? 'api read' : 'asset'
	const named = [...page.body.matchAll(NAMED)].map(([, tag, url]) => ({ kind: kindOf(tag!, url!), url: url! }))
	await Promise.all([
		...named.map(({ kind, url }) => get(kind, url, headers)),
		get('api read', '/api/session', headers),
		get('api read', '/api/site', headers),
	])
}

async function reader(n: number, round: number) {
	// The documentation ranges (RFC 5737), one address per reader and round.
	const address = `${['198.51.100', '203.0.113'][round % 2]}.${1 + n + 50 * Math.floor(round / 2)}`
	const headers: Record<string, string> = { 'x-forwarded-for': address }
	await openPage('/', headers)
	await openPage('/signup', headers)
	const name = `busy_${randomUUID().slice(0, 8)}`
	const body = JSON.stringify({
		username: name,
		email: `${name}@example.org`,
		password: 'busy host password',
		repeatPassword: 'busy host password',
		acceptTerms: true,
		rememberMe: true,
	})
	const started = performance.now()
	const signUp = await sendOnce('/api/auth/sign-up', { method: 'POST', headers, body })
	seen.push({ kind: 'sign-up', status: signUp.status, ms: performance.now() - started, path: '/api/auth/sign-up' })
	const cookie = [signUp.headers['set-cookie'] ?? []]
		.flat()
		.map((c) => c.split(';')[0])
		.join('; ')
	const signedIn = cookie ? { ...headers, cookie } : headers
	await openPage('/nav/home', signedIn)
	await openPage('/nav/search', signedIn)
	if (book) await openPage(`/book/${book}`, signedIn)
	await openPage(`/u/${name}`, signedIn)
}

const popular = await sendOnce('/api/popular/week', {})
const book =
	values.book ??
	(popular.status === 200
		? (JSON.parse(popular.body) as { books: { book: { id: string } }[] }).books[0]?.book.id
		: undefined)
console.log(`load average before: ${load()}; the book page opened: ${book ?? 'none'}`)
const started = performance.now()
for (let round = 0; round < Number(values.rounds); round++) {
	await Promise.all(Array.from({ length: Number(values.readers) }, (_, n) => reader(n, round)))
	console.log(`round ${round + 1}: ${seen.length} requests so far, load average ${load()}`)
}
const seconds = (performance.now() - started) / 1000
console.log(`\n${values.readers} readers × ${values.rounds} rounds in ${seconds.toFixed(1)} s\n`)
console.log('| kind | requests | 503 | other non-2xx/3xx | p50 | p99 | max |\n|---|---|---|---|---|---|---|')
for (const kind of ['page', 'asset', 'image', 'api read', 'sign-up'] as const) {
	const mine = seen.filter((s) => s.kind === kind)
	const ms = mine.map((s) => s.ms).sort((a, b) => a - b)
	const refused = mine.filter((s) => s.status === 503).length
	const other = mine.filter((s) => s.status !== 503 && s.status >= 400)
	const fmt = (n: number) => `${n.toFixed(0)} ms`
	console.log(
		`| ${kind} | ${mine.length} | ${refused} | ${other.length}${other[0] ? ` (${other[0].status} ${other[0].path})` : ''} | ${fmt(percentile(ms, 50))} | ${fmt(percentile(ms, 99))} | ${fmt(ms.at(-1) ?? 0)} |`,
	)
}
const refused = seen.filter((s) => s.status === 503).length
console.log(
	`\n${refused} of ${seen.length} requests refused with 503; ${resets} idle keep-alive sockets sent again; load average after: ${load()}`,
)
process.exit(refused === 0 ? 0 : 1)
