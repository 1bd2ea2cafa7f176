import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { z } from 'zod'
import { ApiError, api, busyWait, postJson } from './api.ts'

const realFetch = globalThis.fetch
afterEach(() => {
	globalThis.fetch = realFetch
})

/** Stands in for the network only: every answer here is a real Response the browser could receive. */
function answer(response: Response | Error) {
	const calls: { url: string; init: RequestInit | undefined }[] = []
	globalThis.fetch = async (url, init) => {
		calls.push({ url: String(url), init })
		if (response instanceof Error) throw response
		return response
	}
	return calls
}

/** Answers the calls in turn with these responses. */
function answers(responses: Response[]) {
	const calls: string[] = []
	globalThis.fetch = async (url) => {
		calls.push(String(url))
		const next = responses.shift()
		if (!next) throw new Error('no answer left')
		return next
	}
	return calls
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
	new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

describe('api', () => {
	it('parses a good answer with the schema and posts JSON under /api', async () => {
		const calls = answer(json(200, { message: 'ok', extra: 1 }))
		const body = await api('/thing', z.object({ message: z.string() }), postJson({ a: 1 }))
		assert.deepEqual(body, { message: 'ok' })
		assert.equal(calls[0]?.url, '/api/thing')
		assert.equal(calls[0]?.init?.method, 'POST')
		assert.equal(calls[0]?.init?.body, '{"a":1}')
	})

	it('accepts 204 without a body', async () => {
		answer(new Response(null, { status: 204 }))
		assert.equal(await api('/auth/sign-out', z.unknown(), postJson()), undefined)
	})

	it('turns the error body into an ApiError with code, fields and Retry-After', async () => {
		answer(
			json(
				429,
				{ error: { code: 'rate_limited', message: 'Too many attempts', fields: { email: 'slow down' } } },
				{ 'retry-after': '30' },
			),
		)
		const error = await api('/auth/sign-in', z.unknown()).catch((e: unknown) => e)
		assert.ok(error instanceof ApiError)
		assert.equal(error.status, 429)
		assert.equal(error.code, 'rate_limited')
		assert.equal(error.message, 'Too many attempts')
		assert.deepEqual(error.fields, { email: 'slow down' })
		assert.equal(error.retryAfter, 30)
	})

	it('says the server failed when a 5xx has no error body', async () => {
		answer(new Response('<h1>Bad gateway</h1>', { status: 502 }))
		const error = await api('/session', z.unknown()).catch((e: unknown) => e)
		assert.ok(error instanceof ApiError)
		assert.equal(error.code, 'unexpected_response')
		assert.match(error.message, /went wrong on the server/)
	})

	it('says the server is unreachable when the network fails', async () => {
		answer(new TypeError('Failed to fetch'))
		const error = await api('/session', z.unknown()).catch((e: unknown) => e)
		assert.ok(error instanceof ApiError)
		assert.equal(error.status, 0)
		assert.match(error.message, /could not reach its server/)
	})

	it('asks a busy server again for a read, after its Retry-After, at most three times in all', async () => {
		const busy = () =>
			json(
				503,
				{ error: { code: 'busy', message: 'The server is busy. Please try again in a moment.' } },
				{ 'retry-after': '0' },
			)
		const calls = answers([busy(), busy(), json(200, { message: 'ok' })])
		assert.deepEqual(await api('/popular/week', z.object({ message: z.string() })), { message: 'ok' })
		assert.equal(calls.length, 3)

		const refused = answers([busy(), busy(), busy(), json(200, { message: 'never asked' })])
		const error = await api('/popular/week', z.unknown()).catch((e: unknown) => e)
		assert.ok(error instanceof ApiError)
		assert.equal(error.status, 503)
		assert.equal(refused.length, 3)
	})

	it('waits the Retry-After before asking again', async () => {
		answers([json(503, { error: { code: 'busy', message: 'busy' } }, { 'retry-after': '1' }), json(200, {})])
		const started = performance.now()
		await api('/popular/week', z.unknown())
		assert.ok(performance.now() - started >= 990)
	})

	it('never sends a refused write again: the reader is told nothing was saved', async () => {
		const message = 'The server is busy, so nothing was saved. Please try again in a moment.'
		const calls = answers([json(503, { error: { code: 'busy', message } }, { 'retry-after': '0' }), json(201, {})])
		const error = await api('/lists', z.unknown(), postJson({ name: 'Summer' })).catch((e: unknown) => e)
		assert.ok(error instanceof ApiError)
		assert.equal(error.message, message)
		assert.equal(calls.length, 1)
	})

	it('waits the Retry-After and up to half again at random, never over five seconds', () => {
		assert.equal(busyWait('2', 0), 2_000)
		assert.equal(busyWait('2', 0.999), 2_999)
		assert.equal(busyWait(null, 0), 1_000, 'no Retry-After: a second')
		assert.equal(busyWait('Wed, 21 Oct 2026 07:28:00 GMT', 0), 1_000, 'a date it does not read: a second')
		assert.equal(busyWait('0', 0.5), 0)
		assert.equal(busyWait('120', 0), 5_000)
	})

	it('rejects an answer that does not match the contract', async () => {
		answer(json(200, { user: 'not an object' }))
		await assert.rejects(api('/session', z.object({ user: z.object({ id: z.string() }).nullable() })), z.ZodError)
	})
})
