import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { BETTER_AUTH_COST } from '../auth/password-hash.ts'
import { BUSY_PAGE_SCRIPT_SOURCE } from './busy-page.ts'

test('every response carries the security headers once, however it was made; no HSTS on plain http', async (t) => {
	const { client } = await startTestApp(t)
	const responses = await Promise.all([
		...['/', '/api/session', '/no-such-page', '/api/no-such-route', '/api/books/search?limit=0', '/api/health'].map(
			async (path) => ({ path, res: await client().request(path) }),
		),
		// A sign-up, whose answer carries the session cookies Better Auth sets.
		client()
			.post('/api/auth/sign-up', {
				username: 'header_ann',
				email: 'header.ann@example.org',
				password: 'long enough',
				repeatPassword: 'long enough',
				acceptTerms: true,
			})
			.then((res) => ({ path: 'POST /api/auth/sign-up', res })),
	])
	// A retried create answered from what was stored: a Response made outside Hono's context too.
	const { client: reader } = await signUp(client())
	const retry = { json: { name: 'Winter' }, headers: { 'Idempotency-Key': 'list-1' } }
	assert.equal((await reader.request('/api/lists', retry)).status, 201)
	const replayed = await reader.request('/api/lists', retry)
	assert.equal(replayed.headers.get('idempotent-replayed'), 'true')
	responses.push({ path: 'a replayed POST /api/lists', res: replayed })
	for (const { path, res } of responses) {
		const csp = res.headers.get('content-security-policy') ?? ''
		assert.ok(
			csp.split('; ').includes(`script-src 'self' ${BUSY_PAGE_SCRIPT_SOURCE}`),
			`${path}: our scripts and the busy page's, no other`,
		)
		assert.doesNotMatch(csp.split(';').find((d) => d.includes('script-src')) ?? '', /unsafe-inline/)
		assert.match(csp, /frame-ancestors 'none'/)
		assert.doesNotMatch(csp, /, /, `${path}: one policy`)
		assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path)
		assert.equal(res.headers.get('x-frame-options'), 'DENY', path)
		assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path)
		assert.equal(res.headers.get('strict-transport-security'), null)
	}
})

test('served over https: HSTS, and session cookies are Secure', async (t) => {
	const { client } = await startTestApp(t, { APP_URL: 'https://books.example.org' })
	const res = await client().request('/api/session')
	assert.match(res.headers.get('strict-transport-security') ?? '', /max-age=31536000/)
	const signUpRes = await client().post('/api/auth/sign-up', {
		username: 'secure_ann',
		email: 'ann@example.org',
		password: 'long enough',
		repeatPassword: 'long enough',
		acceptTerms: true,
	})
	const cookie = signUpRes.headers.getSetCookie().find((c) => c.includes('session_token'))!
	assert.match(cookie, /^__Secure-dogear\.session_token=/)
	assert.match(cookie, /; Secure/)
	assert.match(cookie, /; HttpOnly/)
	assert.match(cookie, /; SameSite=Lax/)
})

test('state-changing requests from another site are refused', async (t) => {
	const { client } = await startTestApp(t)
	const { client: ann } = await signUp(client())
	const foreign = await ann.request('/api/auth/sign-out', {
		method: 'POST',
		headers: { origin: 'https://evil.example' },
	})
	assert.equal(foreign.status, 403)
	assert.equal(((await foreign.json()) as { error: { code: string } }).error.code, 'cross_origin')
	const crossSite = await ann.request('/api/auth/sign-out', {
		method: 'POST',
		headers: { 'sec-fetch-site': 'cross-site' },
	})
	assert.equal(crossSite.status, 403)
	const sandboxed = await ann.request('/api/auth/sign-out', { method: 'POST', headers: { origin: 'null' } })
	assert.equal(sandboxed.status, 403)
	assert.notEqual((await ann.json('/api/session')).body.user, null, 'still signed in')

	const own = await ann.request('/api/auth/sign-out', {
		method: 'POST',
		headers: { origin: ann.baseUrl, 'sec-fetch-site': 'same-origin' },
	})
	assert.equal(own.status, 204)
})

test('passwords are stored as slow scrypt hashes, never as given', async (t) => {
	const { client, db } = await startTestApp(t, {}, { passwordCost: BETTER_AUTH_COST })
	const ann = await signUp(client())
	const { password } = await db
		.selectFrom('account')
		.select('password')
		.where('userId', '=', ann.user.id)
		.executeTakeFirstOrThrow()
	assert.ok(password && !password.includes(ann.password))
	// Better Auth's scrypt format: salt:hash in hex (N=16384, r=16).
	assert.match(password, /^[0-9a-f]{32}:[0-9a-f]{128}$/)
})
