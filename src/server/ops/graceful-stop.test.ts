import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { test } from 'node:test'
import { startBookServiceReplay } from '../../../tests/support/book-service-replay.ts'
import { newDatabaseUrl } from '../../../tests/support/database-url.ts'
import { startServerProcess } from '../../../tests/support/server-process.ts'
import { signUp, TestClient } from '../../../tests/support/test-client.ts'
import { SERVICE_CHECK_QUERY } from '../books/book-service-check.ts'
import { isPostgresUrl, openDatabase } from '../db/database.ts'

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

// A search for a reader or an import, not the check of the services that a start on an empty catalogue makes.
const isReadersSearch = (key: string) =>
	key.startsWith('/openlibrary/search.json') && key !== `/openlibrary/search.json?q=${SERVICE_CHECK_QUERY}`

test('SIGTERM: the request in flight is answered, new connections are refused, and the process exits 0 within 10 s', {
	timeout: 120_000,
}, async (t) => {
	const folder = mkdtempSync(join(tmpdir(), 'dogear-stop-'))
	t.after(() => rmSync(folder, { recursive: true, force: true }))
	const databaseUrl = await newDatabaseUrl(t, folder, 'dogear.sqlite')
	const replay = await startBookServiceReplay(t)
	replay.misbehave('/openlibrary/search.json', { delayMs: SERVICE_DELAY_MS, body: '{"numFound":0,"docs":[]}' })
	replay.misbehave('/google/volumes', { delayMs: SERVICE_DELAY_MS, body: '{"totalItems":0}' })
	const env = {
		DATA_DIR: folder,
		COVER_HOSTS: 'none',
		...replay.env(20_000),
		...(isPostgresUrl(databaseUrl) ? { DATABASE_URL: databaseUrl } : {}),
	}
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
		for (let waited = 0; !replay.requests.some(isReadersSearch); waited += 20) {
			assert.ok(waited < 10_000, 'the search reached the book service')
			await sleep(20)
		}

		const signalledAt = Date.now()
		server.signal('SIGTERM')
		// Until the signal is handled, a new connection is answered (or, caught as the port closes, reset); then refused.
		for (let waited = 0; ; waited += 50) {
			assert.ok(waited < SERVICE_DELAY_MS - 500, 'the port closed while the search was still waiting')
			const error = await get(`${server.baseUrl}/api/health`, false).then(
				() => undefined,
				(e: NodeJS.ErrnoException) => e,
			)
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
		const lines = server
			.output()
			.split('\n')
			.filter((line) => line.startsWith('{'))
			.map((line) => JSON.parse(line) as { msg: string; signal?: string; requestsInFlight?: number })
		const stopping = lines.find((line) => line.msg.startsWith('Stopping'))
		assert.deepEqual([stopping?.signal, stopping?.requestsInFlight], ['SIGTERM', 1])
		assert.ok(lines.some((line) => line.msg === 'Stopped'))
	} finally {
		await server.stop()
	}
})

test('SIGTERM during an import: the rows being matched finish, the job is handed back unfinished, and the next start completes it', {
	timeout: 180_000,
}, async (t) => {
	const folder = mkdtempSync(join(tmpdir(), 'dogear-stop-job-'))
	t.after(() => rmSync(folder, { recursive: true, force: true }))
	const databaseUrl = await newDatabaseUrl(t, folder, 'dogear.sqlite')
	const replay = await startBookServiceReplay(t)
	// The first searches are slow, so the job is surely matching when the signal comes; later ones are quick.
	replay.misbehave('/openlibrary/search.json', { delayMs: 1500, body: '{"numFound":0,"docs":[]}', times: 4 })
	const env = {
		DATA_DIR: folder,
		COVER_HOSTS: 'none',
		...replay.env(20_000),
		...(isPostgresUrl(databaseUrl) ? { DATABASE_URL: databaseUrl } : {}),
	}
	const csv = readFileSync(
		resolve(import.meta.dirname, '../../../tests/fixtures/imports/goodreads-newer-layout.csv'),
		'utf8',
	)
	const db = openDatabase(databaseUrl)
	const first = await startServerProcess(t, env)
	try {
		const reader = await signUp(new TestClient(first.baseUrl))
		const uploaded = await reader.client.json<{ id: string; status: string }>('/api/imports', {
			method: 'POST',
			json: { fileName: 'goodreads_library_export.csv', text: csv },
		})
		assert.equal(uploaded.status, 201)
		for (let waited = 0; !replay.requests.some(isReadersSearch); waited += 20) {
			assert.ok(waited < 20_000, 'the job started matching')
			await sleep(20)
		}
		first.signal('SIGTERM')
		const { code } = await first.exited
		assert.equal(code, 0, first.output())
		assert.ok(first.output().includes('stopped with the server'), first.output())

		const job = await db
			.selectFrom('job')
			.select(['lockedUntil', 'attempts', 'failedAt'])
			.where('kind', '=', 'import')
			.executeTakeFirstOrThrow()
		assert.deepEqual(
			job,
			{ lockedUntil: null, attempts: 0, failedAt: null },
			'handed back, due at once, not counted as an attempt',
		)
		const stopped = await db
			.selectFrom('import')
			.select('status')
			.where('id', '=', uploaded.body.id)
			.executeTakeFirstOrThrow()
		assert.equal(stopped.status, 'matching')

		const second = await startServerProcess(t, env)
		try {
			const client = new TestClient(second.baseUrl)
			for (const [name, cookie] of reader.client.cookies) client.cookies.set(name, cookie)
			for (let waited = 0; ; waited += 50) {
				assert.ok(waited < 30_000, 'the import reached review after the restart')
				if ((await client.json<{ status: string }>(`/api/imports/${uploaded.body.id}`)).body.status === 'review') break
				await sleep(50)
			}
			assert.equal(
				await db.selectFrom('job').select('id').where('kind', '=', 'import').executeTakeFirst(),
				undefined,
				'the job is done',
			)
		} finally {
			await second.stop()
		}
	} finally {
		await first.stop()
		await db.destroy()
	}
})

test('a request that outlasts the 10 s deadline: the process exits 1, naming what it waited for', {
	timeout: 120_000,
}, async (t) => {
	const folder = mkdtempSync(join(tmpdir(), 'dogear-stop-late-'))
	t.after(() => rmSync(folder, { recursive: true, force: true }))
	const databaseUrl = await newDatabaseUrl(t, folder, 'dogear.sqlite')
	const replay = await startBookServiceReplay(t)
	replay.misbehave('/openlibrary/search.json', { delayMs: 15_000, body: '{"numFound":0,"docs":[]}' })
	replay.misbehave('/google/volumes', { delayMs: 15_000, body: '{"totalItems":0}' })
	const env = {
		DATA_DIR: folder,
		COVER_HOSTS: 'none',
		...replay.env(30_000),
		...(isPostgresUrl(databaseUrl) ? { DATABASE_URL: databaseUrl } : {}),
	}
	const server = await startServerProcess(t, env)
	try {
		const search = get(`${server.baseUrl}/api/books/search?q=slow`, false).catch((error: unknown) => error)
		for (let waited = 0; !replay.requests.some(isReadersSearch); waited += 20) {
			assert.ok(waited < 10_000, 'the search reached the book service')
			await sleep(20)
		}
		const signalledAt = Date.now()
		server.signal('SIGTERM')
		const { code } = await server.exited
		const after = Date.now() - signalledAt
		assert.equal(code, 1)
		assert.ok(after >= 9_500 && after < 14_000, `exited ${after} ms after SIGTERM`)
		assert.equal(((await search) as NodeJS.ErrnoException).code, 'ECONNRESET', 'the late request is cut off')
		const late = server
			.output()
			.split('\n')
			.filter((line) => line.startsWith('{'))
			.map(
				(line) => JSON.parse(line) as { level: string; msg: string; waitingFor?: string[]; requestsInFlight?: number },
			)
			.find((line) => line.msg.startsWith('Not stopped'))
		assert.deepEqual(
			[late?.level, late?.msg, late?.waitingFor, late?.requestsInFlight],
			['error', 'Not stopped after 10 s: exiting anyway', ['connections'], 1],
		)
	} finally {
		await server.stop()
	}
})
