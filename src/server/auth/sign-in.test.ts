import assert from 'node:assert/strict'
import { test } from 'node:test'
import { AuthMessages } from '../../shared/schemas/auth.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { password, signUp } from '../../../tests/support/test-client.ts'

test('sign-in checks the original fields with their messages', async (t) => {
	const { client } = await startTestApp(t)
	const { body } = await client().json('/api/auth/sign-in', { json: {} })
	assert.equal(body.error.message, AuthMessages.loginEmail)
	assert.deepEqual(body.error.fields, {
		email: AuthMessages.loginEmail,
		password: AuthMessages.loginPassword,
		acceptTerms: AuthMessages.terms,
	})
})

test('a failed sign-in says the same thing whether or not the e-mail exists', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const wrongPassword = await client().json('/api/auth/sign-in', {
		json: { email: ann.email, password: 'not the password', acceptTerms: true },
	})
	const unknownEmail = await client().json('/api/auth/sign-in', {
		json: { email: 'nobody@example.com', password: 'not the password', acceptTerms: true },
	})
	assert.equal(wrongPassword.status, 401)
	assert.equal(unknownEmail.status, 401)
	assert.deepEqual(wrongPassword.body, unknownEmail.body)
	assert.equal(wrongPassword.body.error.message, AuthMessages.loginFailed)
})

test("'Stay logged in' on gives a 30-day cookie, off a cookie that ends with the browser", async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())

	const staying = client()
	const on = await staying.json('/api/auth/sign-in', {
		json: { email: ann.email, password, acceptTerms: true, rememberMe: true },
	})
	assert.equal(on.status, 200)
	assert.match(staying.sessionCookie()!.attributes, /Max-Age=2592000/)
	assert.match(staying.sessionCookie()!.attributes, /HttpOnly/)
	assert.match(staying.sessionCookie()!.attributes, /SameSite=Lax/)

	const leaving = client()
	await leaving.post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true, rememberMe: false })
	assert.doesNotMatch(leaving.sessionCookie()!.attributes, /Max-Age|Expires/i)
	assert.equal((await leaving.json('/api/session')).body.user?.username, ann.username)
})

test('e-mail is matched whatever its case, and ?next= only ever leads to a page of this site', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const signIn = (next: string) =>
		client().json('/api/auth/sign-in', { json: { email: ann.email.toUpperCase(), password, acceptTerms: true, next } })
	assert.equal((await signIn('/nav/diary?month=2026-11')).body.next, '/nav/diary?month=2026-11')
	assert.equal((await signIn('https://evil.example/phish')).body.next, '/nav/home')
	assert.equal((await signIn('//evil.example')).body.next, '/nav/home')
	for (const bad of ['/%09/evil.example', '/%5Cevil.example', '/\\evil.example', '/\t/evil.example'])
		assert.equal((await signIn(bad)).body.next, '/nav/home', bad)
})

test('signing in updates the last login', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	await db.updateTable('user').set({ lastLoginAt: '2020-01-01T00:00:00.000Z' }).where('id', '=', ann.user.id).execute()
	await client().post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true })
	const { lastLoginAt } = await db
		.selectFrom('user')
		.select('lastLoginAt')
		.where('id', '=', ann.user.id)
		.executeTakeFirstOrThrow()
	assert.ok(Date.now() - new Date(lastLoginAt!).getTime() < 60_000)
})

test('a session used after a day is renewed for another 30 days', async (t) => {
	const { client, db } = await startTestApp(t)
	const { client: ann, user } = await signUp(client())
	const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000)
	const soon = new Date(Date.now() + 28 * 86_400_000)
	await db
		.updateTable('session')
		.set({ updatedAt: twoDaysAgo.toISOString(), expiresAt: soon.toISOString() })
		.where('userId', '=', user.id)
		.execute()
	const before = ann.sessionCookie()!.value

	const res = await ann.request('/api/session')
	assert.equal(((await res.json()) as { user: { id: string } }).user.id, user.id)
	assert.ok(res.headers.getSetCookie().some((c) => c.includes('dogear.session_token') && c.includes('Max-Age=2592000')))
	assert.equal(ann.sessionCookie()!.value, before)
	const { expiresAt } = await db
		.selectFrom('session')
		.select('expiresAt')
		.where('userId', '=', user.id)
		.executeTakeFirstOrThrow()
	assert.ok(new Date(expiresAt).getTime() > Date.now() + 29 * 86_400_000)
})

test('signing out ends the session on the server, not just in the browser', async (t) => {
	const { client } = await startTestApp(t)
	const { client: ann } = await signUp(client())
	const stolen = client()
	stolen.cookies.set('dogear.session_token', ann.sessionCookie()!)

	const res = await ann.request('/api/auth/sign-out', { method: 'POST' })
	assert.equal(res.status, 204)
	assert.equal(ann.sessionCookie(), undefined)
	assert.equal((await stolen.json('/api/session')).body.user, null)
})

test('signing out is a POST from our own pages: another site cannot sign a reader out', async (t) => {
	const { client } = await startTestApp(t)
	const { client: ann } = await signUp(client())
	assert.equal(
		(await ann.request('/api/auth/sign-out', { method: 'POST', headers: { origin: 'https://evil.example' } })).status,
		403,
	)
	assert.equal(
		(await ann.request('/api/auth/sign-out', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } })).status,
		403,
	)
	assert.notEqual((await ann.json('/api/session')).body.user, null)
	assert.notEqual((await ann.request('/api/auth/sign-out')).status, 204, 'a GET signs nobody out')
	assert.notEqual((await ann.json('/api/session')).body.user, null)
})
