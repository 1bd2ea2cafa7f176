import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startTestApp } from '../../../tests/support/test-app.ts'

test('unknown API routes answer 404 as JSON', async (t) => {
	const { client } = await startTestApp(t)
	const { status, body, res } = await client().json('/api/no/such/thing')
	assert.equal(status, 404)
	assert.match(res.headers.get('content-type') ?? '', /application\/json/)
	assert.equal(body.error.code, 'not_found')
})

test('a malformed or oversized body is a 400/413 with a message, never a 500', async (t) => {
	const { client } = await startTestApp(t)
	const malformed = await client().request('/api/auth/sign-in', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		json: undefined,
	})
	assert.equal(malformed.status, 400)
	const broken = await fetch(new URL('/api/auth/sign-in', client().baseUrl), {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: '{"email":',
	})
	assert.equal(broken.status, 400)
	assert.equal(((await broken.json()) as { error: { code: string } }).error.code, 'malformed_body')
	const wrongTypes = await client().json('/api/auth/sign-up', {
		json: { username: 42, email: ['x'], password: null, repeatPassword: {}, acceptTerms: 'yes' },
	})
	assert.equal(wrongTypes.status, 400)
	assert.ok(wrongTypes.body.error.fields?.username)
	const huge = await fetch(new URL('/api/auth/sign-in', client().baseUrl), {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
	})
	assert.equal(huge.status, 413)
})

test('known pages answer 200 with the app, unknown ones 404 with the app, old links redirect', async (t) => {
	const { client } = await startTestApp(t)
	for (const path of [
		'/',
		'/login',
		'/signup',
		'/reset',
		'/imprint',
		'/privacy-policy',
		'/terms&conditions',
		'/nav/home',
		'/nav/settings',
		'/nav/signout',
	]) {
		const res = await client().request(path)
		assert.equal(res.status, 200, path)
		assert.match(await res.text(), /<div id="root">/, path)
	}
	const missing = await client().request('/no-such-page')
	assert.equal(missing.status, 404)
	assert.match(await missing.text(), /<div id="root">/)

	for (const [from, to] of [
		['/register', '/signup'],
		['/dashboard/reviews', '/nav/reviews'],
		['/dashboard/signout', '/nav/signout'],
		['/nav', '/nav/home'],
	]) {
		const res = await client().request(from!)
		assert.equal(res.status, 301, from)
		assert.equal(res.headers.get('location'), to)
	}
	// A reader's shelves open on Currently reading, whoever the reader (the shelf's page answers whether they exist).
	for (const from of ['/u/alice/shelves', '/u/alice/shelves/']) {
		const res = await client().request(from)
		assert.equal(res.status, 302, from)
		assert.equal(res.headers.get('location'), '/u/alice/shelves/reading')
	}
	assert.equal((await client().request('/u/no%20one/shelves')).status, 404, 'not a name anyone could have')
})
