import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { startBookServiceReplay } from '../../../tests/support/book-service-replay.ts'
import { newDatabaseUrl } from '../../../tests/support/database-url.ts'
import { startServerProcess } from '../../../tests/support/server-process.ts'
import { isPostgresUrl } from '../db/database.ts'

// The real server process (main.ts, bundled) stopped with SIGTERM while a request is in flight: a book search
// waiting for a slow Open Library (a loopback replay that answers after SERVICE_DELAY_MS). Runs on SQLite, and on
// PostgreSQL when TEST_POSTGRES_URL is set.
const SERVICE_DELAY_MS = 3000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Answer = { status: number; connection: string | undefined; body: string }

function get(url: string, agent: Agent | false): Promise<Answer> {
	return new Promise((resolve, reject) => {
		request(url, { agent }, (res) => {
			let body = ''
			res.setEncoding('utf8')
			res.on('data', (chunk: string) => (body += chunk))
			res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }))
		})
			.on('error', reject)
			.end()
	})
}

test('SIGTERM: the request in flight is answered, new connections are refused, and the process exits 0 within 10 s', { timeout: 120_000 }, async (t) => {
	const folder = mkdtempSync(join(tmpdir(), 'dogear-stop-'))
	t.after(() => rmSync(folder, { recursive: true, force: true }))
	const databaseUrl = await newDatabaseUrl(t, folder, 'dogear.sqlite')
	const replay = await startBookServiceReplay(t)
	replay.misbehave('/openlibrary/search.json', { delayMs: SERVICE_DELAY_MS, body: '{"numFound":0,"docs":[]}' })
	replay.misbehave('/google/volumes', { delayMs: SERVICE_DELAY_MS, body: '{"totalItems":0}' })
	const env = { DATA_DIR: folder, COVER_HOSTS: 'none', ...replay.env(20_000), ...(isPostgresUrl(databaseUrl) ? { DATABASE_URL: databaseUrl } : {}) }
	const server = await startServerProcess(t, env)
	// Stopped (if the test failed before it exited) before the database it uses is dropped (server-process.ts).
	try {
		// A keep-alive connection left idle, and one whose request is in flight: neither may hold the stop open.
		const idle = new Agent({ keepAlive: true })
		const busy = new Agent({ keepAlive: true })
		t.after(() => {
			idle.destroy()
			busy.destroy()
		})
		assert.equal((await get(`${server.baseUrl}/api/health`, idle)).status, 200)
		const search = get(`${server.baseUrl}/api/books/search?q=${encodeURIComponent('the left hand of darkness')}`, busy)
		for (let waited = 0; !replay.requests.some((key) => key.startsWith('/openlibrary/search.json')); waited += 20) {
			assert.ok(waited < 10_000, 'the search reached the book service')
			await sleep(20)
		}

		const signalledAt = Date.now()
		server.signal('SIGTERM')
		// Until the signal is handled, a new connection is answered (or, caught as the port closes, reset); then refused.
		for (let waited = 0; ; waited += 50) {
			assert.ok(waited < SERVICE_DELAY_MS - 500, 'the port closed while the search was still waiting')
			const error = await get(`${server.baseUrl}/api/health`, false).then(() => undefined, (e: NodeJS.ErrnoException) => e)
			if (error?.code === 'ECONNREFUSED') break
			await sleep(50)
		}

		const answer = await search
		const answeredAt = Date.now()
		assert.equal(answer.status, 200, answer.body)
		assert.equal(answer.connection, 'close', 'the answer tells the client the connection ends')
		const { code } = await server.exited
		const exitedAt = Date.now()
		assert.equal(code, 0, server.output())
		assert.ok(exitedAt - signalledAt < 10_000, `exited ${exitedAt - signalledAt} ms after SIGTERM`)
		// Node would keep the answered keep-alive connection open for five seconds.
		assert.ok(exitedAt - answeredAt < 4000, `exited ${exitedAt - answeredAt} ms after the answer`)
		const lines = server.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { msg: string; signal?: string; requestsInFlight?: number })
		const stopping = lines.find((line) => line.msg.startsWith('Stopping'))
		assert.deepEqual([stopping?.signal, stopping?.requestsInFlight], ['SIGTERM', 1])
		assert.ok(lines.some((line) => line.msg === 'Stopped'))
	} finally {
		await server.stop()
	}
})
