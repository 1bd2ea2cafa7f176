import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test, type TestContext } from 'node:test'
import { newDatabaseUrl } from '../../../tests/support/database-url.ts'
import { freePort, startServerProcess } from '../../../tests/support/server-process.ts'
import { password, signUp, TestClient } from '../../../tests/support/test-client.ts'
import { isPostgresUrl } from '../db/database.ts'

// The real server process (main.ts, bundled): what it writes to standard output, and its metrics port. Runs on
// SQLite, and on PostgreSQL when TEST_POSTGRES_URL is set.
const TOKEN = 'a-scraper-token-long-enough-to-guess-never'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Line = {
	level: string
	time: string
	msg: string
	requestId?: string
	method?: string
	route?: string
	status?: number
	durationMs?: number
}
const linesOf = (output: string) =>
	output
		.split('\n')
		.filter((line) => line.startsWith('{'))
		.map((line) => JSON.parse(line) as Line)

async function environment(t: TestContext) {
	const folder = mkdtempSync(join(tmpdir(), 'dogear-log-'))
	t.after(() => rmSync(folder, { recursive: true, force: true }))
	const databaseUrl = await newDatabaseUrl(t, folder, 'dogear.sqlite')
	return { DATA_DIR: folder, COVER_HOSTS: 'none', ...(isPostgresUrl(databaseUrl) ? { DATABASE_URL: databaseUrl } : {}) }
}

test('one JSON line a request: its id, method, route pattern, status and duration, and nothing secret; /metrics on METRICS_PORT', {
	timeout: 120_000,
}, async (t) => {
	const metricsPort = await freePort()
	const server = await startServerProcess(t, {
		...(await environment(t)),
		METRICS_PORT: String(metricsPort),
		METRICS_TOKEN: TOKEN,
	})
	// Stopped before the database it uses is dropped (server-process.ts).
	try {
		const reader = await signUp(new TestClient(server.baseUrl))
		const cookie = [...reader.client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
		const path = `/api/users/${reader.username}/profile`
		const res = await fetch(`${server.baseUrl}${path}`, {
			headers: { cookie, authorization: 'Bearer dogear_not-a-real-access-token', 'x-request-id': 'edge-42' },
		})
		assert.equal(res.status, 200)
		assert.equal(res.headers.get('x-request-id'), 'edge-42')

		let line: Line | undefined
		for (let waited = 0; !line; waited += 20) {
			assert.ok(waited < 5000, 'the request was logged')
			line = linesOf(server.output()).find((l) => l.requestId === 'edge-42')
			if (!line) await sleep(20)
		}
		const { level, msg, requestId, method, route, status } = line
		assert.deepEqual(
			{ level, msg, requestId, method, route, status },
			{
				level: 'info',
				msg: 'request',
				requestId: 'edge-42',
				method: 'GET',
				route: '/api/users/:username/profile',
				status: 200,
			},
		)
		assert.deepEqual(Object.keys(line).sort(), [
			'durationMs',
			'hostname',
			'level',
			'method',
			'msg',
			'pid',
			'requestId',
			'route',
			'status',
			'time',
		])
		assert.ok(typeof line.durationMs === 'number' && line.durationMs >= 0 && line.durationMs < 10_000)
		assert.ok(!Number.isNaN(Date.parse(line.time)))
		const output = server.output()
		for (const secret of [
			...[...reader.client.cookies.values()].map((c) => c.value),
			'not-a-real-access-token',
			password,
			path,
		]) {
			assert.ok(!output.includes(secret), `the log never holds ${secret}`)
		}
		assert.ok(linesOf(output).some((l) => l.msg === `Metrics at http://127.0.0.1:${metricsPort}/metrics`))

		// The metrics port asks for the token too, and says the same as the main port.
		const scrape = (base: string, token?: string) =>
			fetch(`${base}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {})
		const metricsUrl = `http://127.0.0.1:${metricsPort}`
		assert.equal((await scrape(metricsUrl)).status, 404)
		assert.equal((await scrape(metricsUrl, 'a-scraper-token-long-enough-to-guess-nevel')).status, 404)
		assert.equal((await fetch(`${metricsUrl}/api/health`)).status, 404, 'only /metrics is served there')
		for (const base of [metricsUrl, server.baseUrl]) {
			const scraped = await scrape(base, TOKEN)
			assert.equal(scraped.status, 200)
			assert.equal(scraped.headers.get('content-type'), 'text/plain; version=0.0.4; charset=utf-8')
			assert.match(
				await scraped.text(),
				/^dogear_http_request_duration_seconds_count\{method="GET",route="\/api\/users\/:username\/profile",status_class="2xx"\} 1$/m,
			)
		}
	} finally {
		await server.stop()
	}
})

test('a bad LOG_LEVEL stops the start with one line naming it', { timeout: 120_000 }, async (t) => {
	const wrong = await startServerProcess(t, { ...(await environment(t)), LOG_LEVEL: 'loud' }).then(
		() => assert.fail('the server started'),
		(error: Error) => error.message,
	)
	assert.match(wrong, /^the server stopped \(exit 1\)/)
	const [line] = linesOf(wrong.slice(wrong.indexOf('\n') + 1))
	assert.equal(line?.level, 'fatal')
	assert.equal(
		line?.msg,
		'Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
	)
})
