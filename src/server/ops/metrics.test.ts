import assert from 'node:assert/strict'
import { test } from 'node:test'
import { onPostgres, startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'

const TOKEN = 'a-scraper-token-long-enough-to-guess-never'
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

/** A series' value in Prometheus's text format, or undefined when the scrape has no such line. */
function valueOf(text: string, series: string): number | undefined {
	const line = text.split('\n').find((l) => l.startsWith(`${series} `))
	return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

test('/metrics on the main port, with METRICS_TOKEN: requests by route pattern and status class, the event loop, jobs and the pool', async (t) => {
	const { baseUrl, client } = await startTestApp(t, { METRICS_TOKEN: TOKEN }, { worker: false })
	const scrape = async () => {
		const res = await fetch(`${baseUrl}/metrics`, bearer(TOKEN))
		assert.equal(res.status, 200)
		assert.equal(res.headers.get('content-type'), 'text/plain; version=0.0.4; charset=utf-8')
		return res.text()
	}
	const reader = await signUp(client())
	const waitingBefore = valueOf(await scrape(), 'dogear_jobs{state="waiting"}') ?? -1
	assert.ok(waitingBefore >= 0)
	for (let i = 0; i < 3; i++) assert.equal((await fetch(`${baseUrl}/api/health`)).status, 200)
	assert.equal((await fetch(`${baseUrl}/api/users/${reader.username}/profile`)).status, 200)
	assert.equal((await fetch(`${baseUrl}/api/users/nobody-at-all/profile`)).status, 404)
	// A password reset queues its mail as a background job; the worker is off, so it waits.
	assert.equal((await client().post('/api/auth/password-reset/request', { email: reader.email })).status, 200)

	const text = await scrape()
	assert.equal(
		valueOf(text, 'dogear_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}'),
		3,
	)
	assert.equal(
		valueOf(
			text,
			'dogear_http_request_duration_seconds_count{method="GET",route="/api/users/:username/profile",status_class="2xx"}',
		),
		1,
	)
	assert.equal(
		valueOf(
			text,
			'dogear_http_request_duration_seconds_count{method="GET",route="/api/users/:username/profile",status_class="4xx"}',
		),
		1,
	)
	assert.ok(!text.includes(reader.username), 'route patterns, never paths')
	assert.equal(
		valueOf(
			text,
			'dogear_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status_class="2xx"}',
		),
		3,
	)
	assert.equal(valueOf(text, 'dogear_http_requests_in_flight'), 1, 'the scrape itself')
	assert.equal(valueOf(text, 'dogear_jobs{state="waiting"}'), waitingBefore + 1, 'the reset mail waits')
	assert.equal(valueOf(text, 'dogear_jobs{state="running"}'), 0)
	for (const series of [
		'nodejs_eventloop_lag_p50_seconds',
		'nodejs_eventloop_lag_p99_seconds',
		'nodejs_eventloop_lag_max_seconds',
	]) {
		assert.ok((valueOf(text, series) ?? -1) >= 0, series)
	}
	assert.ok((valueOf(text, 'dogear_event_loop_active_seconds_total') ?? 0) > 0)
	if (onPostgres) {
		assert.ok((valueOf(text, 'dogear_db_pool_connections{state="total"}') ?? 0) >= 1)
		assert.ok(valueOf(text, 'dogear_db_pool_connections{state="idle"}') !== undefined)
		// The scrape's own count of jobs may be waiting for a connection being opened.
		assert.ok((valueOf(text, 'dogear_db_pool_waiting') ?? -1) >= 0)
	} else {
		assert.ok(!text.includes('dogear_db_pool'), 'SQLite has no pool')
	}
})

test('/metrics without the token, or with a wrong one, is the 404 page every unknown address gets', async (t) => {
	const { baseUrl } = await startTestApp(t, { METRICS_TOKEN: TOKEN })
	const unknown = await fetch(`${baseUrl}/no-such-page`)
	assert.equal(unknown.status, 404)
	const notFoundPage = await unknown.text()
	for (const init of [
		{},
		bearer('a-scraper-token-long-enough-to-guess-nevel'),
		bearer(TOKEN.slice(0, -1)),
		bearer(`${TOKEN}x`),
		{ headers: { authorization: TOKEN } },
	]) {
		const res = await fetch(`${baseUrl}/metrics`, init)
		assert.equal(res.status, 404)
		assert.equal(await res.text(), notFoundPage)
	}
})

test('without METRICS_PORT or METRICS_TOKEN there is no /metrics', async (t) => {
	const { baseUrl } = await startTestApp(t)
	assert.equal((await fetch(`${baseUrl}/metrics`, bearer(TOKEN))).status, 404)
})

test('every answer carries its request id: a sane X-Request-Id is kept, anything else replaced', async (t) => {
	const { baseUrl } = await startTestApp(t)
	const idOf = async (given?: string) =>
		(
			await fetch(`${baseUrl}/api/health`, given === undefined ? {} : { headers: { 'x-request-id': given } })
		).headers.get('x-request-id')
	assert.equal(await idOf('edge-4f1c:7.a_b-9'), 'edge-4f1c:7.a_b-9')
	const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
	assert.match((await idOf()) ?? '', uuid)
	for (const insane of ['has space', 'x'.repeat(129), '<script>', 'a"b', ''])
		assert.match((await idOf(insane)) ?? '', uuid, insane)
	const [first, second] = [await idOf(), await idOf()]
	assert.notEqual(first, second)
	// Also on an answer the handler made as a Response of its own, and on the pages.
	assert.equal(
		(await fetch(`${baseUrl}/no-such-page`, { headers: { 'x-request-id': 'page-1' } })).headers.get('x-request-id'),
		'page-1',
	)
})
