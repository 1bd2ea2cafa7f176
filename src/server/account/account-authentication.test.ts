import assert from 'node:assert/strict'
import { test } from 'node:test'
import { AccountMessages, AccountView, ActiveSessionsView } from '../../shared/schemas/account.ts'
import { AuthMessages } from '../../shared/schemas/auth.ts'
import { startSmtpSink } from '../../../tests/support/smtp-sink.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, password, signUp } from '../../../tests/support/test-client.ts'

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const IPHONE =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

async function signInFrom(client: TestClient, email: string, userAgent: string, secret = password) {
	const res = await client.request('/api/auth/sign-in', {
		json: { email, password: secret, acceptTerms: true },
		headers: { 'user-agent': userAgent },
	})
	assert.equal(res.status, 200)
	return client
}

test('the authentication settings show the e-mail, how the account signs in, the last login and the created date', async (t) => {
	const { client } = await startTestApp(t)
	assert.equal((await client().json('/api/account')).status, 401)
	const ann = await signUp(client())
	const { status, body } = await ann.client.json<AccountView & Answer>('/api/account')
	assert.equal(status, 200)
	AccountView.parse(body)
	assert.equal(body.email, ann.email)
	assert.equal(body.emailVerified, false)
	assert.equal(body.signInMethod, 'password')
	assert.equal(body.hasPassword, true)
	assert.deepEqual(body.providers, [])
	assert.ok(Date.now() - Date.parse(body.lastLoginAt!) < 60_000)
	assert.ok(Date.now() - Date.parse(body.createdAt) < 60_000)
})

test('changing the password needs the current one and signs out every other session', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const phone = await signInFrom(client(), ann.email, IPHONE)
	const laptop = await signInFrom(client(), ann.email, FIREFOX)
	const change = (json: unknown) => laptop.json('/api/account/password', { json })
	const newPassword = 'an even longer passphrase'

	const wrong = await change({ currentPassword: 'not it at all', newPassword, repeatPassword: newPassword })
	assert.equal(wrong.status, 400)
	assert.deepEqual(wrong.body.error.fields, { currentPassword: AccountMessages.currentPasswordWrong })
	const mismatch = await change({ currentPassword: password, newPassword, repeatPassword: 'other' })
	assert.equal(mismatch.body.error.fields?.repeatPassword, AuthMessages.repeatMismatch)
	assert.equal(
		(await change({ currentPassword: password, newPassword: 'short', repeatPassword: 'short' })).body.error.fields
			?.newPassword,
		AuthMessages.passwordTooShort,
	)
	assert.notEqual((await phone.json('/api/session')).body.user, null, 'failed attempts change nothing')

	await db.updateTable('user').set({ lastLoginAt: '2020-01-01T00:00:00.000Z' }).execute()
	const done = await change({ currentPassword: password, newPassword, repeatPassword: newPassword })
	assert.equal(done.status, 200)
	assert.equal(done.body.message, AccountMessages.passwordChanged)
	assert.equal((await laptop.json('/api/session')).body.user?.email, ann.email, 'this browser stays signed in')
	assert.equal((await phone.json('/api/session')).body.user, null)
	assert.equal((await ann.client.json('/api/session')).body.user, null)
	const sessions = await laptop.json<ActiveSessionsView>('/api/account/sessions')
	assert.deepEqual(
		sessions.body.sessions.map((s) => [s.label, s.current]),
		[['Firefox on Windows', true]],
	)
	const { lastLoginAt } = await db.selectFrom('user').select('lastLoginAt').executeTakeFirstOrThrow()
	assert.equal(new Date(lastLoginAt!).toISOString(), '2020-01-01T00:00:00.000Z', 'a password change is not a login')
	assert.equal(
		(await client().post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true })).status,
		401,
	)
	assert.equal(
		(await client().post('/api/auth/sign-in', { email: ann.email, password: newPassword, acceptTerms: true })).status,
		200,
	)
})

test('active sessions list the device, last seen and which one is this; each can be signed out', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const bob = await signUp(client())
	const phone = await signInFrom(client(), ann.email, IPHONE)
	const laptop = await signInFrom(client(), ann.email, FIREFOX)

	const { body } = await laptop.json<ActiveSessionsView>('/api/account/sessions')
	ActiveSessionsView.parse(body)
	assert.deepEqual(
		body.sessions.map((s) => [s.label, s.device, s.current]),
		[
			['Firefox on Windows', 'desktop', true],
			['Safari on iOS', 'mobile', false],
			['Unknown browser', 'other', false],
		],
	)
	for (const s of body.sessions) assert.ok(Date.parse(s.lastSeenAt) >= Date.parse(s.createdAt))

	const phoneSession = body.sessions[1]!.id
	assert.equal(
		(await bob.client.request(`/api/account/sessions/${phoneSession}`, { method: 'DELETE' })).status,
		404,
		"not Bob's to end",
	)
	assert.equal((await laptop.request(`/api/account/sessions/${phoneSession}`, { method: 'DELETE' })).status, 204)
	assert.equal((await phone.json('/api/session')).body.user, null)
	assert.equal((await laptop.request(`/api/account/sessions/${phoneSession}`, { method: 'DELETE' })).status, 404)

	const others = await laptop.json('/api/account/sessions/sign-out-others', { json: {} })
	assert.deepEqual(others.body, { signedOut: 1, tokensRevoked: 0 })
	assert.equal((await ann.client.json('/api/session')).body.user, null)
	assert.notEqual((await bob.client.json('/api/session')).body.user, null, "Bob's session is untouched")

	const own = await laptop.json<ActiveSessionsView>('/api/account/sessions')
	assert.equal(own.body.sessions.length, 1)
	const bye = await laptop.request(`/api/account/sessions/${own.body.sessions[0]!.id}`, { method: 'DELETE' })
	assert.equal(bye.status, 204)
	assert.equal(laptop.sessionCookie(), undefined, 'signing out this session clears its cookie')
})

test('a reset link can be sent to the account’s own address from the settings', async (t) => {
	const smtp = await startSmtpSink(t)
	const { client } = await startTestApp(t, { SMTP_URL: smtp.url })
	const ann = await signUp(client())
	const { status, body } = await ann.client.json('/api/account/password-reset', { json: {} })
	assert.equal(status, 200)
	assert.equal(body.message, AccountMessages.resetSent)
	assert.match((await smtp.waitFor(ann.email)).raw, /\/reset\?token=/)
	assert.equal((await client().json('/api/account/password-reset', { json: {} })).status, 401)
})
