import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { type AddressInfo, createServer, type Socket } from 'node:net'
import { join } from 'node:path'
import { type TestContext, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { BUSY_PAGE_RETRY_S } from './busy-page.ts'
import { BUSY_MESSAGES, isOverloaded, OWN_CPU, QUEUED, QUEUED_LATE_MS, refusalKind } from './load-shedding.ts'

const settings = { elu: 0.9, maxInFlight: 128, warmUpMs: 10_000 }
const warm = 60_000

test('refused while the thread is busy and requests queue behind it, or at the in-flight limit', () => {
	const calm = { elu: 0.95, cpu: 0.95, lateMs: 10, inFlight: 1, sinceStartMs: warm }
	assert.equal(isOverloaded(settings, { ...calm, inFlight: QUEUED }), true, 'requests in progress behind a busy thread')
	assert.equal(
		isOverloaded(settings, { ...calm, lateMs: QUEUED_LATE_MS }),
		true,
		'requests unread behind a busy thread',
	)
	assert.equal(isOverloaded(settings, calm), false, 'one long job in slices keeping the thread busy is no queue')
	assert.equal(
		isOverloaded(settings, { ...calm, elu: 0.5, lateMs: 900 }),
		false,
		'a late loop on a host whose other processes take the CPU',
	)
	assert.equal(
		isOverloaded(settings, { ...calm, cpu: OWN_CPU - 0.01, lateMs: 900, inFlight: 20 }),
		false,
		'a thread kept from idling by a host that gives it little CPU',
	)
	assert.equal(isOverloaded(settings, { ...calm, cpu: OWN_CPU, lateMs: 900 }), true)
	assert.equal(
		isOverloaded(settings, { ...calm, elu: 0.5, inFlight: 100 }),
		false,
		'requests waiting on the database with the thread idle, under the limit',
	)
	assert.equal(
		isOverloaded(settings, { ...calm, elu: 0.1, inFlight: 128 }),
		true,
		'the in-flight limit holds whatever the thread does',
	)
	assert.equal(
		isOverloaded({ ...settings, elu: 0 }, { elu: 1, cpu: 1, lateMs: 900, inFlight: 127, sinceStartMs: warm }),
		false,
		'LOAD_SHED_ELU=0 turns utilisation off',
	)
	assert.equal(
		isOverloaded({ ...settings, maxInFlight: 0 }, { ...calm, elu: 0, inFlight: 10_000 }),
		false,
		'LOAD_SHED_IN_FLIGHT=0 turns the limit off',
	)
})

test('a just-started server does not look at how busy it is', () => {
	assert.equal(isOverloaded(settings, { elu: 1, cpu: 1, lateMs: 900, inFlight: 100, sinceStartMs: 9_999 }), false)
	assert.equal(isOverloaded(settings, { elu: 1, cpu: 1, lateMs: 900, inFlight: 100, sinceStartMs: 10_000 }), true)
})

test('only API requests and page documents can be refused; health, static files, covers and pictures never', () => {
	for (const [method, path] of [
		['GET', '/api/popular/week'],
		['POST', '/api/entries'],
		['GET', '/api/v1/me/diary'],
		['POST', '/api/uploads/x'],
	]) {
		assert.equal(refusalKind(method!, path!), 'api', `${method} ${path}`)
	}
	for (const path of ['/', '/nav/home', '/book/42/dune', '/u/ana', '/login'])
		assert.equal(refusalKind('GET', path), 'page', path)
	for (const path of [
		'/api/health',
		'/api/covers/42',
		'/api/uploads/profiles/ab.webp',
		'/assets/index-4f2a.js',
		'/assets/index-4f2a.css',
		'/favicon.svg',
		'/zod-config.js',
		'/u/%E0%A4%A',
	]) {
		assert.equal(refusalKind('GET', path), null, path)
	}
})

/** A book service that takes connections and never answers: searches wait on it, in progress, until it goes. */
async function silentService(t: TestContext) {
	const sockets = new Set<Socket>()
	const asked = new Set<string>()
	const silent = createServer((socket) => {
		sockets.add(socket)
		socket.on('data', (data) => {
			for (const [query] of data.toString().matchAll(/waiting[a-z]/g)) asked.add(query)
		})
	})
	await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
	const hangUp = () => {
		for (const socket of sockets) socket.destroy()
		silent.close()
	}
	t.after(hangUp)
	let sent = 0
	/** Sends `count` searches and resolves once each is waiting on this service, in progress on the server. */
	const searches = async (client: () => { request: (path: string) => Promise<Response> }, count: number) => {
		const queries = Array.from({ length: count }, () => `waiting${'abcdefghijklmnopqrstuvwxyz'[sent++]}`)
		const answers = queries.map((query) => client().request(`/api/books/search?q=${query}`))
		const started = Date.now()
		while (!queries.every((query) => asked.has(query))) {
			assert.ok(Date.now() - started < 5_000, 'every search reaches the service')
			await sleep(20)
		}
		return answers
	}
	return { url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, hangUp, searches }
}

test('at the in-flight limit: API 503 JSON, pages a busy page that retries, static files, covers and health answered', async (t) => {
	const service = await silentService(t)
	const { client, db, dataDir } = await startTestApp(t, {
		LOAD_SHED_IN_FLIGHT: '2',
		OPEN_LIBRARY_URL: service.url,
		GOOGLE_BOOKS_URL: service.url,
		BOOK_SERVICE_TIMEOUT_MS: '10000',
	})
	const web = join(dataDir, 'web')
	mkdirSync(join(web, 'assets'))
	writeFileSync(join(web, 'assets', 'index-4f2a.js'), 'console.log("app")')
	writeFileSync(join(web, 'assets', 'index-4f2a.css'), 'body{}')
	writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
	writeFileSync(join(web, 'zod-config.js'), '"use strict"')
	const bookId = await addBook(db)
	const waiting = await service.searches(client, 2)

	const read = await client().json('/api/popular/week')
	assert.equal(read.status, 503)
	assert.equal(read.res.headers.get('retry-after'), '1')
	assert.deepEqual(read.body.error, { code: 'busy', message: BUSY_MESSAGES.read })
	const write = await client().json('/api/lists', { method: 'POST', json: { name: 'Summer' } })
	assert.equal(write.status, 503)
	assert.equal(write.body.error.message, BUSY_MESSAGES.write)
	assert.match(write.body.error.message, /nothing was saved\. Please try again/)

	const page = await client().request('/book/42', { headers: { accept: 'text/html' } })
	assert.equal(page.status, 503)
	assert.match(page.headers.get('content-type')!, /^text\/html/)
	const retryS = Number(page.headers.get('retry-after'))
	assert.ok(retryS >= BUSY_PAGE_RETRY_S.min && retryS <= BUSY_PAGE_RETRY_S.max, `Retry-After ${retryS}`)
	const html = await page.text()
	assert.match(
		html,
		new RegExp(`<html lang="en" data-retry="${retryS}">`),
		'it asks again by itself, after the Retry-After',
	)
	assert.match(html, /<script>setTimeout\(function \(\) \{ location.reload\(\) \}/)
	assert.match(
		html,
		new RegExp(`<noscript><meta http-equiv="refresh" content="${retryS}"></noscript>`),
		'without scripts too',
	)
	assert.match(html, /<title>Dogear is busy<\/title>/)
	assert.match(html, /<h1>Dogear is busy<\/h1>/)
	assert.match(
		html,
		/<p role="status">Many readers are here at once, so this page could not be opened just now\. It tries again by itself/,
	)
	assert.doesNotMatch(html, /<link|<img|src=|url\(/, 'it asks a busy server for nothing more')
	const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? ''
	const source = `'sha256-${createHash('sha256').update(script).digest('base64')}'`
	assert.ok(
		page.headers.get('content-security-policy')?.includes(`script-src 'self' ${source};`),
		'the policy lets that script run, under the same headers as every page',
	)

	for (const path of [
		'/assets/index-4f2a.js',
		'/assets/index-4f2a.css',
		'/favicon.svg',
		'/zod-config.js',
		`/api/covers/${bookId}`,
		'/api/health',
	]) {
		assert.equal((await client().request(path)).status, 200, path)
	}
	assert.equal(
		(await client().request('/api/uploads/profiles/missing.webp')).status,
		404,
		'pictures are looked for, not refused',
	)

	service.hangUp()
	for (const search of await Promise.all(waiting))
		assert.equal(search.status, 200, 'the searches end with their service notes')
	assert.equal((await client().request('/api/popular/week')).status, 200, 'it ends by itself')
	assert.equal((await client().request('/')).status, 200, 'pages too')
})

/** Keeps this process's thread, which the server shares, busy for a second: in one piece, or in short slices as a long job that yields does. */
async function busyThread({ slices }: { slices: boolean }) {
	const until = performance.now() + 1_000
	while (performance.now() < until) {
		const slice = performance.now() + (slices ? 10 : 1_000)
		while (performance.now() < slice);
		if (slices) await new Promise((resolve) => setImmediate(resolve))
	}
	// The next sample of the utilisation is taken within 100 ms.
	await sleep(150)
}

// When a busy thread does refuse depends on the CPU this process gets from a shared host, so that is the pure
// function's test above; over HTTP, what must hold whatever the host does.
test('a long job in slices keeping the thread busy, with a request in progress, turns no one away', async (t) => {
	const service = await silentService(t)
	const { client } = await startTestApp(t, {
		LOAD_SHED_ELU: '0.5',
		LOAD_SHED_WARM_UP_S: '0',
		OPEN_LIBRARY_URL: service.url,
		GOOGLE_BOOKS_URL: service.url,
		BOOK_SERVICE_TIMEOUT_MS: '10000',
	})
	const one = await service.searches(client, 1)
	await busyThread({ slices: true })
	assert.equal((await client().request('/api/popular/week')).status, 200)
	assert.equal((await client().request('/nav/home')).status, 200)
	service.hangUp()
	await Promise.all(one)
})

test('during the warm-up a busy server refuses no one but at the in-flight limit', async (t) => {
	const service = await silentService(t)
	const { client } = await startTestApp(t, {
		LOAD_SHED_ELU: '0.5',
		LOAD_SHED_WARM_UP_S: '60',
		OPEN_LIBRARY_URL: service.url,
		GOOGLE_BOOKS_URL: service.url,
		BOOK_SERVICE_TIMEOUT_MS: '10000',
	})
	const queued = await service.searches(client, QUEUED)
	await busyThread({ slices: false })
	assert.equal((await client().request('/api/popular/week')).status, 200)
	assert.equal((await client().request('/nav/home')).status, 200)
	service.hangUp()
	await Promise.all(queued)
})
