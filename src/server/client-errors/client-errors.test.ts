import assert from 'node:assert/strict'
import { type TestContext, test } from 'node:test'
import { pino } from 'pino'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { CLIENT_ERROR_BODY_MAX } from '../../shared/schemas/client-errors.ts'
import { log } from '../ops/log.ts'

const report = {
	message: "Cannot read properties of undefined (reading 'title')",
	stack: 'TypeError: …\n    at BookPage (book-page.js:1:2)',
	route: '/book/:id',
	build: '0.1.0',
}

/**
 * What the server logs while the test runs, as the lines the log writes: its error calls, watched (they still go
 * to the real log), each written again by a pino of the log's kind into memory.
 */
function watchErrorLog(t: TestContext) {
	const spy = t.mock.method(log, 'error')
	return () => {
		const lines: string[] = []
		const probe = pino({ base: null, timestamp: false }, { write: (line: string) => void lines.push(line) })
		for (const call of spy.mock.calls) probe.error(...(call.arguments as [object, string]))
		return lines.map((line) => line.replace(/\n$/, ''))
	}
}

const send = (
	client: ReturnType<Awaited<ReturnType<typeof startTestApp>>['client']>,
	json: unknown,
	address = '198.51.100.7',
) => client.request('/api/client-errors', { method: 'POST', json, headers: { 'x-forwarded-for': address } })

test('a report is accepted with 204 and written as one JSON line whose every field is escaped', async (t) => {
	const { client } = await startTestApp(t, { TRUST_PROXY: 'true' })
	const errorLog = watchErrorLog(t)
	const hostile = {
		...report,
		message: 'line one\nFAKE {"level":"info"}\r\u001b[31mred\u009b2J\u2028end',
		stack: '\u001b]0;title\u0007',
	}
	const res = await send(client(), hostile)
	assert.equal(res.status, 204)
	const lines = errorLog()
	assert.equal(lines.length, 1)
	const line = lines[0] ?? ''
	assert.doesNotMatch(line, /[\n\r\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
	const logged = JSON.parse(line) as Record<string, unknown>
	assert.equal(logged.event, 'client_error')
	assert.equal(logged.message, 'line one\nFAKE {"level":"info"}\r\u001b[31mred\\u009b2J\\u2028end')
	assert.equal(logged.stack, hostile.stack)
	assert.deepEqual([logged.route, logged.build], [report.route, report.build])
	assert.deepEqual(
		Object.keys(logged)
			.filter((key) => !['level', 'msg'].includes(key))
			.sort(),
		['build', 'event', 'message', 'route', 'stack'],
	)
})

test('a bad report is a 400 naming the field, and nothing is logged', async (t) => {
	const { client } = await startTestApp(t, { TRUST_PROXY: 'true' })
	const errorLog = watchErrorLog(t)
	const cases: [unknown, string][] = [
		[{ ...report, message: undefined }, 'message'],
		[{ ...report, message: '' }, 'message'],
		[{ ...report, route: '/reset?token=secret' }, 'route'],
		[{ ...report, route: 'https://elsewhere.example/' }, 'route'],
		[{ ...report, build: 7 }, 'build'],
		[{ ...report, stack: 'x'.repeat(4001) }, 'stack'],
		[{ ...report, cookie: 'dogear.session_token=abc' }, 'cookie'],
	]
	for (const [body, field] of cases) {
		const res = await send(client(), body)
		assert.equal(res.status, 400, field)
		const answer = (await res.json()) as { error: { fields: Record<string, string> } }
		assert.deepEqual(Object.keys(answer.error.fields), [field])
		assert.match(answer.error.fields[field] ?? '', new RegExp(field === 'cookie' ? 'Unknown field' : field))
	}
	const notJson = await client().request('/api/client-errors', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
	})
	assert.equal(notJson.status, 400)
	assert.deepEqual(errorLog(), [])
})

test('a report over the size limit is a 413, unread', async (t) => {
	const { client } = await startTestApp(t, { TRUST_PROXY: 'true' })
	const errorLog = watchErrorLog(t)
	const res = await send(client(), { ...report, message: 'x'.repeat(CLIENT_ERROR_BODY_MAX) })
	assert.equal(res.status, 413)
	assert.equal(((await res.json()) as { error: { code: string } }).error.code, 'too_large')
	assert.deepEqual(errorLog(), [])
})

test('one address may send ten reports a minute; the eleventh is a 429, and another address is still heard', async (t) => {
	const { client } = await startTestApp(t, { TRUST_PROXY: 'true' })
	const errorLog = watchErrorLog(t)
	for (let i = 0; i < 10; i++) assert.equal((await send(client(), report)).status, 204)
	const refused = await send(client(), report)
	assert.equal(refused.status, 429)
	assert.ok(Number(refused.headers.get('retry-after')) > 0)
	assert.equal((await send(client(), report, '203.0.113.9')).status, 204)
	assert.equal(errorLog().length, 11)
})
