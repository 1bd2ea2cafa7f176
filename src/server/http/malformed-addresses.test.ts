import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'

// Percent-encoding that does not decode: a cut-off sequence, a bare '%', bytes that are not UTF-8 (an overlong
// '/', a lone surrogate, a continuation byte alone). decodeURIComponent throws on each.
const MALFORMED = ['%E0%A4%A', '%', '%ZZ', '%C0%AF', '%ED%A0%80', '%80', 'ann%', '%E0']

const PAGE_PATHS = [
	'/u/%E0%A4%A',
	'/books/%',
	'/%C0%AF',
	'/%',
	'/%%',
	...MALFORMED.flatMap((bad) => [
		`/u/${bad}`,
		`/book/${bad}`,
		`/book/x/${bad}`,
		`/entry/${bad}`,
		`/list/${bad}/edit`,
		`/club/${bad}/members`,
		`/u/ann/${bad}`,
	]),
	'/u/%C0%AF/year/2026',
	'/nav/home%E0',
	'/register%',
	'/dashboard/%ZZ',
	'/imprint/%ED%A0%80',
]

test('a page address whose percent-encoding is malformed answers the not-found page, never a 500', async (t) => {
	const { client } = await startTestApp(t)
	const visitor = client()
	for (const path of PAGE_PATHS) {
		const res = await visitor.request(path)
		assert.equal(res.status, 404, path)
		assert.match(res.headers.get('content-type') ?? '', /^text\/html/, path)
		assert.match(await res.text(), /<div id="root"><\/div>/, path)
	}
})

test('an API address whose percent-encoding is malformed is never a 5xx, and a refusal says what is wrong, on every route', async (t) => {
	const { client, routes } = await startTestApp(t)
	const ann = await signUp(client())
	const paths = ['/api/%E0%A4%A', '/api/users/%', '/api/books/search?q=%E0%A4%A', '/api/lists?cursor=%ZZ']
	for (const route of routes.filter((r) => r.path.includes(':'))) {
		for (const bad of ['%E0%A4%A', '%C0%AF', '%'])
			paths.push(`${route.method} ${route.path.replaceAll(/:[A-Za-z]+(\{[^}]*\})?/g, bad)}`)
	}
	for (const line of paths) {
		const [method, path] = line.startsWith('/') ? ['GET', line] : (line.split(' ') as [string, string])
		const res = await ann.client.request(path, {
			method,
			...(method === 'GET' || method === 'HEAD' ? {} : { json: {} }),
		})
		assert.ok(res.status < 500, `${line}: ${res.status}`)
		if (method === 'HEAD' || res.status < 400) continue
		const body = (await res.json()) as { error?: { message?: string } }
		assert.ok(body.error?.message, `${line} says what is wrong`)
	}
})
