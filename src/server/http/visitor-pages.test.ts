import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'

test('a signed-in reader who opens sign-in or sign-up is sent home, or on to where sign-in would continue', async (t) => {
	const { client } = await startTestApp(t)
	const { client: reader } = await signUp(client())

	for (const [path, location] of [
		['/login', '/nav/home'],
		['/signup', '/nav/home'],
		['/login?next=%2Fnav%2Fdiary', '/nav/diary'],
		['/login?next=https%3A%2F%2Fevil.example%2F', '/nav/home'],
	] as const) {
		const res = await reader.request(path)
		assert.equal(res.status, 302, path)
		assert.equal(res.headers.get('location'), location, path)
		assert.match(String(res.headers.get('cache-control')), /private/)
	}

	const visitor = client()
	for (const path of ['/login', '/signup']) assert.equal((await visitor.request(path)).status, 200, path)
	const stale = await visitor.request('/login', { headers: { cookie: 'dogear.session_token=ended.session' } })
	assert.equal(stale.status, 200, 'a cookie of no session is a visitor')
})
