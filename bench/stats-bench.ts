// The stats APIs' latency on the running server, one request at a time over a keep-alive connection, for the
// reader of bench/generate-stats-reader.ts (5,000 entries):
//   npx tsx bench/stats-bench.ts --url http://127.0.0.1:3918 [--requests 500]
// Each target runs 50 unmeasured requests (JIT, page cache, prepared statements), then `requests` measured.
import { parseArgs } from 'node:util'
import type { SignInInput } from '../src/shared/schemas/auth.ts'
import { percentile } from './closed-loop.ts'
import { keepAliveAgent, send } from './http-get.ts'
import { BENCH_PASSWORD, readerEmail, readerName } from './reading-rows.ts'

const { values } = parseArgs({
	options: { url: { type: 'string', default: 'http://127.0.0.1:3918' }, requests: { type: 'string', default: '500' } },
})
const agent = keepAliveAgent(1)
const at = (path: string) => new URL(path, values.url)
const input: SignInInput = { email: readerEmail(1), password: BENCH_PASSWORD, acceptTerms: true, rememberMe: true }
const signIn = await send(agent, at('/api/auth/sign-in'), {
	method: 'POST',
	body: JSON.stringify(input),
	headers: { origin: values.url! },
})
if (signIn.status !== 200)
	throw new Error(`Signing in answered ${signIn.status}: is this the generated stats instance?`)
const setCookie = signIn.headers['set-cookie'] ?? []
const cookie = setCookie.map((c) => c.split(';')[0]).join('; ')
const year = new Date().getUTCFullYear()
const reader = readerName(1)

const TARGETS: [name: string, path: string, signedIn: boolean][] = [
	['GET /api/health', '/api/health', false],
	[`GET /api/me/stats?year=${year}`, `/api/me/stats?year=${year}`, true],
	[`GET /api/me/stats?year=${year - 1}`, `/api/me/stats?year=${year - 1}`, true],
	['GET /api/me/stats (all time)', '/api/me/stats', true],
	[`GET /api/users/:u/stats?year=${year - 1}, visitor`, `/api/users/${reader}/stats?year=${year - 1}`, false],
	['GET /api/users/:u/stats (all time), visitor', `/api/users/${reader}/stats`, false],
	[`GET /api/users/:u/year/${year - 1}, owner`, `/api/users/${reader}/year/${year - 1}`, true],
	[`GET /api/users/:u/year/${year - 1}, visitor`, `/api/users/${reader}/year/${year - 1}`, false],
]
const lines = ['| target | p50 | p95 | max |', '|---|---|---|---|']
for (const [name, path, signedIn] of TARGETS) {
	const times: number[] = []
	for (let i = 0; i < 50 + Number(values.requests); i++) {
		const started = performance.now()
		const answer = await send(agent, at(path), { headers: signedIn ? { cookie } : {}, read: false })
		if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}`)
		if (i >= 50) times.push(performance.now() - started)
	}
	times.sort((a, b) => a - b)
	lines.push(
		`| ${name} | ${[percentile(times, 50), percentile(times, 95), times.at(-1)!].map((t) => `${t.toFixed(1)} ms`).join(' | ')} |`,
	)
}
console.log(lines.join('\n'))
agent.destroy()
