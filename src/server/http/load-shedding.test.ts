import assert from 'node:assert/strict'
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
	assert.equal((await client().request('/api/popular/week')).status, 200)
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
	await sleep(600)
	assert.equal((await client().request('/api/popular/week')).status, 200, 'recovered')
})
