import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { z } from 'zod'
import { ApiError, api, postJson } from './api.ts'

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
		answer(json(429, { error: { code: 'rate_limited', message: 'Too many attempts', fields: { email: 'slow down' } } }, { 'retry-after': '30' }))
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

	it('rejects an answer that does not match the contract', async () => {
		answer(json(200, { user: 'not an object' }))
		await assert.rejects(api('/session', z.object({ user: z.object({ id: z.string() }).nullable() })), z.ZodError)
	})
})
