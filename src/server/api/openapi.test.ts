import assert from 'node:assert/strict'
import { test } from 'node:test'
import { z } from 'zod'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'
import { createToken, jsonWithToken, withToken } from '../../../tests/requests/api-requests.ts'
import { API_RATE_LIMIT } from './token-access.ts'

type Document = {
	openapi: string
	info: { title: string; version: string }
	paths: Record<
		string,
		Record<
			string,
			{ operationId: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }
		>
	>
	components: Record<string, Record<string, unknown>>
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete']
/** '/lists/{id}' and '/lists/:id' alike become '/lists/{}'. */
const shape = (path: string) => path.replace(/\{[^}]+\}|:[^/]+/g, '{}')
const concrete = (path: string) => path.replace(/\{[^}]+\}|:[^/]+/g, 'x')

test('openapi.json is an OpenAPI 3.1 document whose references all resolve', async (t) => {
	const { client } = await startTestApp(t)
	const { status, body, res } = await client().json<Document>('/api/openapi.json')
	assert.equal(status, 200)
	assert.match(res.headers.get('content-type') ?? '', /application\/json/)
	assert.equal(body.openapi, '3.1.0')
	assert.deepEqual(body.info, { ...body.info, title: 'Dogear API', version: '1' })
	const operations = Object.values(body.paths).flatMap((methods) => Object.entries(methods))
	assert.ok(operations.length >= 60, `${operations.length} operations`)
	assert.ok(
		operations.every(
			([method, op]) => METHODS.includes(method) && Object.keys(op.responses).some((s) => s.startsWith('2')),
		),
		'each has a method and a success answer',
	)
	const ids = operations.map(([, op]) => op.operationId)
	assert.equal(new Set(ids).size, ids.length, 'operationIds are unique')
	for (const [, target] of JSON.stringify(body).matchAll(/"\$ref":"#\/([^"]+)"/g)) {
		const found = (target ?? '')
			.split('/')
			.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body)
		assert.ok(found, `$ref #/${target} resolves`)
	}
})

test('the document lists every /api/v1 route the app answers, and the app answers every route it lists', async (t) => {
	const { client, routes, baseUrl } = await startTestApp(t)
	const document = (await client().json<Document>('/api/openapi.json')).body
	const documented = new Set(
		Object.entries(document.paths).flatMap(([path, methods]) =>
			Object.keys(methods).map((method) => `${method.toUpperCase()} ${shape(path)}`),
		),
	)
	// Every route mounted under /api/v1, read from the app's own router.
	const mounted = new Set(
		routes
			.filter((r) => r.path.startsWith('/api/v1/'))
			.map((r) => `${r.method} ${shape(r.path.slice('/api/v1'.length))}`),
	)

	assert.deepEqual(
		[...documented].filter((route) => !mounted.has(route)),
		[],
		'documented routes without a handler',
	)
	const ann = await signUp(client())
	// One token per window's worth of requests: this walks every route of the app.
	let token = ''
	let sent = API_RATE_LIMIT.limit
	const ask = async (route: string) => {
		if (sent++ >= API_RATE_LIMIT.limit - 1)
			[token, sent] = [(await createToken(ann.client, 'read-write', `walk ${route}`)).secret, 1]
		const [method = '', path = ''] = route.split(' ')
		const res = await withToken(baseUrl, token, `/api/v1${concrete(path)}`, {
			method,
			headers: { 'content-type': 'application/json' },
		})
		const text = await res.text()
		return {
			status: res.status,
			body: res.headers.get('content-type')?.includes('json') && text ? (JSON.parse(text) as unknown) : null,
		}
	}
	const noRoute = (answer: { status: number; body: unknown }) =>
		answer.status === 404 &&
		/^No API route /.test((answer.body as { error?: { message?: string } } | null)?.error?.message ?? '')
	assert.ok(mounted.size > documented.size, `${mounted.size} routes mounted, ${documented.size} documented`)
	for (const route of mounted) {
		const answer = await ask(route)
		assert.equal(
			noRoute(answer),
			!documented.has(route),
			`${route}: ${documented.has(route) ? 'documented but refused' : 'answered but not documented'}`,
		)
	}
})

test('real answers validate against their documented schemas', async (t) => {
	const { client, db, baseUrl } = await startTestApp(t)
	const document = (await client().json<Document>('/api/openapi.json')).body
	const ann = await signUp(client())
	const book = await addBook(db)
	const entry = await logRead(ann.client, { bookId: book, readOn: '2026-01-07', rating: 3.5, review: 'Documented' })
	const list = (await ann.client.json<{ list: { id: string } }>('/api/lists', { json: { name: 'Schema list' } })).body
		.list
	const { secret } = await createToken(ann.client, 'read-write')
	const check = async (method: string, documentedPath: string, path: string, json?: unknown) => {
		const { status, body } = await jsonWithToken(baseUrl, secret, `/api/v1${path}`, { method, json })
		const schema =
			document.paths[documentedPath]?.[method.toLowerCase()]?.responses[String(status)]?.content?.['application/json']
				?.schema
		assert.ok(schema, `${method} ${path} answered ${status}, which is not documented`)
		const parsed = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]).safeParse(body)
		assert.ok(parsed.success, `${method} ${path}: ${parsed.error?.message}`)
	}
	await check('GET', '/me/diary', '/me/diary')
	await check('GET', '/entries/{id}', `/entries/${entry.id}`)
	await check('POST', '/entries/{id}/comments', `/entries/${entry.id}/comments`, { body: 'A comment' })
	await check('GET', '/books/{id}', `/books/${book}`)
	await check('GET', '/books/{id}/entries', `/books/${book}/entries`)
	await check('POST', '/lists/{id}/items', `/lists/${list.id}/items`, { bookId: book, note: 'First' })
	await check('GET', '/users/{username}/profile', `/users/${ann.username}/profile`)
	await check('GET', '/me/stats', '/me/stats')
	await check('GET', '/me/activity', '/me/activity')
	await check('GET', '/books/{id}/reading', `/books/${book}/reading`)
	await check('GET', '/session', '/session')
	const wrong = await jsonWithToken(baseUrl, secret, '/api/v1/me/diary?limit=0')
	assert.equal(wrong.status, 400)
	assert.ok(document.paths['/me/diary']?.get?.responses['400'], 'a 400 is documented for routes with parameters')
})

test('/api/docs is a page of our own, readable without a token or any script', async (t) => {
	const { client, baseUrl } = await startTestApp(t)
	const res = await client().request('/api/docs')
	assert.equal(res.status, 200)
	assert.match(res.headers.get('content-type') ?? '', /text\/html/)
	assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/)
	const html = await res.text()
	assert.ok(!/<script|<link|https?:\/\/(?!127\.0\.0\.1)[a-z]/i.test(html), 'no script and nothing from elsewhere')
	for (const text of [
		'Dogear API v1',
		'Authorization: Bearer',
		'/api/v1/me/diary',
		'/api/v1/lists/{id}/items/{bookId}',
		'RateLimit-Remaining',
		'href="/api/openapi.json"',
	]) {
		assert.ok(html.includes(text), text)
	}
	assert.equal(
		(await withToken(baseUrl, 'dgr_x', '/api/openapi.json')).status,
		200,
		'a token, good or not, changes nothing',
	)
})
