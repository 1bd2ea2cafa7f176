import assert from 'node:assert/strict'
import { type AddressInfo, createServer, type Socket } from 'node:net'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { isOverloaded } from './load-shedding.ts'

test('a late tick counts for half a second', () => {
	assert.equal(isOverloaded(1_000, 1_200), true)
	assert.equal(isOverloaded(1_000, 1_600), false)
	assert.equal(isOverloaded(-Infinity, 0), false)
})

test('while the event loop runs late, requests get a quick 503 with Retry-After, health still answers, and it ends by itself', async (t) => {
	const { client } = await startTestApp(t, { LOAD_SHED_LAG_MS: '100' })
	// Starting the app (migrations, first queries) may itself hold this process's thread for a moment.
	const started = Date.now()
	while ((await client().request('/api/popular/week')).status !== 200) {
		assert.ok(Date.now() - started < 5_000, 'the server answers once it has started')
		await sleep(100)
	}
	// The server shares this process: holding the thread for 300 ms is what a flood of requests would do to it.
	const until = performance.now() + 300
	while (performance.now() < until);
	await sleep(30)
	const busy = await client().json('/api/popular/week')
	assert.equal(busy.status, 503)
	assert.equal(busy.res.headers.get('retry-after'), '1')
	assert.equal(busy.body.error.message, 'The server is busy: please try again in a moment')
	assert.equal((await client().request('/')).status, 503, 'pages too')
	assert.equal((await client().request('/api/health')).status, 200, 'health is always answered')
	const stopped = Date.now()
	while ((await client().request('/api/popular/week')).status !== 200) {
		assert.ok(Date.now() - stopped < 5_000, 'it ends by itself once the thread is free')
		await sleep(100)
	}
})

test('while as many requests as allowed are in progress, more get a 503; health still answers; then it ends', async (t) => {
	// A book service that takes connections and never answers: searches wait on it, in progress, until they give up.
	const sockets = new Set<Socket>()
	const silent = createServer((socket) => sockets.add(socket))
	await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
	t.after(() => {
		for (const socket of sockets) socket.destroy()
		silent.close()
	})
	const service = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
	const { client } = await startTestApp(t, { LOAD_SHED_IN_FLIGHT: '2', OPEN_LIBRARY_URL: service, GOOGLE_BOOKS_URL: service, BOOK_SERVICE_TIMEOUT_MS: '1500' })
	const waiting = [client().request('/api/books/search?q=dune'), client().request('/api/books/search?q=emma')]
	await sleep(200)
	const busy = await client().json('/api/popular/week')
	assert.equal(busy.status, 503)
	assert.equal(busy.res.headers.get('retry-after'), '1')
	assert.equal((await client().request('/api/health')).status, 200)
	for (const search of await Promise.all(waiting)) assert.equal(search.status, 200, 'the searches end with their service notes')
	assert.equal((await client().request('/api/popular/week')).status, 200)
})
