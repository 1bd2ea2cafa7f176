import assert from 'node:assert/strict'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test, type TestContext } from 'node:test'
import { fetchRemote, mayConnectTo, RemoteFetchError } from './remote-fetch.ts'

/** A real HTTP server on loopback, closed when the test ends. */
async function loopbackServer(t: TestContext, handler: RequestListener) {
	const server = createServer(handler)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	t.after(() => {
		server.closeAllConnections()
		server.close()
	})
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const LOOPBACK = { allowLoopback: true, maxBytes: 1000, timeoutMs: 2000 }
const headers = async () => ({ accept: 'application/activity+json' })
const refused = (pattern: RegExp) => (error: unknown) =>
	error instanceof RemoteFetchError && pattern.test(error.message)

test('only public addresses, and loopback only under the test setting; never other private ones', () => {
	for (const address of ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'])
		assert.equal(mayConnectTo(address, false), true, address)
	for (const address of [
		'127.0.0.1',
		'::1',
		'10.0.0.1',
		'192.168.1.1',
		'172.16.0.1',
		'169.254.169.254',
		'0.0.0.0',
		'fc00::1',
		'fe80::1',
		'::ffff:10.0.0.1',
	])
		assert.equal(mayConnectTo(address, false), false, address)
	assert.equal(mayConnectTo('127.0.0.1', true), true)
	assert.equal(mayConnectTo('::1', true), true)
	for (const address of ['10.0.0.1', '169.254.169.254', '192.168.1.1'])
		assert.equal(mayConnectTo(address, true), false, `${address}: the test setting opens loopback only`)
})

test('without the test setting, plain http and a loopback server are refused before any connection', async (t) => {
	let requests = 0
	const base = await loopbackServer(t, (_req, res) => {
		requests++
		res.end('{}')
	})
	const strict = { ...LOOPBACK, allowLoopback: false }
	await assert.rejects(fetchRemote(new URL(base), headers, strict), refused(/only https/))
	await assert.rejects(
		fetchRemote(new URL(base.replace('http:', 'https:')), headers, strict),
		refused(/not a public address/),
	)
	await assert.rejects(fetchRemote(new URL('https://localhost:1/'), headers, strict), refused(/not a public address/))
	assert.equal(requests, 0)
})

test('a document past the size limit is cut off, declared or not', async (t) => {
	const base = await loopbackServer(t, (req, res) => {
		if (req.url === '/declared') res.setHeader('content-length', '5000')
		res.write('x'.repeat(600))
		res.end('x'.repeat(4400))
	})
	await assert.rejects(fetchRemote(new URL(`${base}/declared`), headers, LOOPBACK), refused(/larger than 1000 bytes/))
	await assert.rejects(fetchRemote(new URL(`${base}/streamed`), headers, LOOPBACK), refused(/larger than 1000 bytes/))
	const small = await fetchRemote(new URL(`${base}/x`), headers, { ...LOOPBACK, maxBytes: 10_000 })
	assert.equal(small.body.length, 5000)
})

test('a server that keeps us waiting is left at the time limit', async (t) => {
	const base = await loopbackServer(t, (_req, res) => {
		res.write('{')
	})
	const started = Date.now()
	await assert.rejects(
		fetchRemote(new URL(base), headers, { ...LOOPBACK, timeoutMs: 300 }),
		refused(/longer than 300 ms/),
	)
	assert.ok(Date.now() - started < 2000, 'not waiting for the server')
})

test('redirects are followed three times at most, each checked again, each with its own headers', async (t) => {
	const seen: string[] = []
	const base = await loopbackServer(t, (req, res) => {
		seen.push(`${req.url} ${req.headers['x-for']}`)
		const hop = Number(req.url?.slice(1))
		if (req.url === '/private') res.writeHead(302, { location: 'http://10.0.0.1/' }).end()
		else if (hop < 9) res.writeHead(302, { location: `/${hop + 1}` }).end()
		else res.end('{"done":true}')
	})
	const signed = async (url: URL) => ({ 'x-for': url.pathname })
	const done = await fetchRemote(new URL(`${base}/6`), signed, LOOPBACK)
	assert.equal(done.body.toString(), '{"done":true}')
	assert.equal(done.url.pathname, '/9')
	assert.deepEqual(seen, ['/6 /6', '/7 /7', '/8 /8', '/9 /9'])
	await assert.rejects(fetchRemote(new URL(`${base}/1`), signed, LOOPBACK), refused(/redirects more than 3 times/))
	await assert.rejects(fetchRemote(new URL(`${base}/private`), signed, LOOPBACK), refused(/not a public address/))
})
