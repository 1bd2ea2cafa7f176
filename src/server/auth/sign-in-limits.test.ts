import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startSmtpSink } from '../../../tests/support/smtp-sink.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, password, signUp } from '../../../tests/support/test-client.ts'

// Limits that slow a guesser down without handing them a way to lock the reader out (README, Security).

const TRUSTED_PROXY = { TRUST_PROXY: 'true' }
const from = (ip: string) => ({ 'x-forwarded-for': ip })
const signIn = (client: TestClient, ip: string, email: string, secret: string) =>
	client.request('/api/auth/sign-in', { json: { email, password: secret, acceptTerms: true }, headers: from(ip) })
const askReset = (client: TestClient, ip: string, email: string) =>
	client.request('/api/auth/password-reset/request', { json: { email }, headers: from(ip) })

test("a guesser's failures limit their address, not the reader's sign-in from another", async (t) => {
	const { client, db } = await startTestApp(t, TRUSTED_PROXY)
	const carol = await signUp(client())
	for (let i = 0; i < 10; i++)
		assert.equal((await signIn(client(), '198.51.100.7', carol.email, 'a wrong guess')).status, 401)
	const eleventh = await signIn(client(), '198.51.100.7', carol.email, 'a wrong guess')
	assert.equal(eleventh.status, 429)
	assert.ok(Number(eleventh.headers.get('retry-after')) > 800)
	assert.equal(
		(await signIn(client(), '198.51.100.7', carol.email, password)).status,
		429,
		'the guessing address waits, even with the password',
	)

	assert.equal(
		(await signIn(client(), '203.0.113.20', carol.email, password)).status,
		200,
		'a new address with the password is let in',
	)

	// When the window is over, the guessing address may try again.
	await db
		.updateTable('rateLimit')
		.set({ resetAt: new Date(Date.now() - 1).toISOString() })
		.execute()
	assert.equal((await signIn(client(), '198.51.100.7', carol.email, password)).status, 200)
})

test('successful sign-ins never count towards a limit', async (t) => {
	const { client } = await startTestApp(t, TRUSTED_PROXY)
	const carol = await signUp(client())
	for (let i = 0; i < 26; i++)
		assert.equal((await signIn(client(), '198.51.100.7', carol.email, password)).status, 200, `sign-in ${i + 1}`)
	for (let i = 0; i < 10; i++)
		assert.equal((await signIn(client(), '198.51.100.7', carol.email, 'a wrong guess')).status, 401, `failure ${i + 1}`)
})

test("a browser the reader signed in from before is let in whatever others' failures, even behind the same address", async (t) => {
	const { client } = await startTestApp(t, TRUSTED_PROXY)
	const carol = await signUp(client())
	const laptop = carol.client
	assert.match(laptop.cookies.get('dogear.device')?.attributes ?? '', /HttpOnly/)
	await laptop.request('/api/auth/sign-out', { method: 'POST', headers: from('198.51.100.7') })

	// Someone behind the same school address guesses until both the address and the account from it are stopped.
	for (let i = 0; i < 30; i++) await signIn(client(), '198.51.100.7', carol.email, 'a wrong guess')
	assert.equal((await signIn(client(), '198.51.100.7', carol.email, password)).status, 429)
	assert.equal(
		(await signIn(laptop, '198.51.100.7', carol.email, password)).status,
		200,
		"carol's own browser is let in",
	)

	// The device cookie only vouches for the account that signed in with it.
	const dan = await signUp(client())
	const borrowed = client()
	borrowed.cookies.set('dogear.device', laptop.cookies.get('dogear.device')!)
	for (let i = 0; i < 30; i++) await signIn(client(), '198.51.100.7', dan.email, 'a wrong guess')
	assert.equal((await signIn(borrowed, '198.51.100.7', dan.email, dan.password)).status, 429)
})

test('a known browser has a guessing limit of its own', async (t) => {
	const { client } = await startTestApp(t, TRUSTED_PROXY)
	const carol = await signUp(client())
	for (let i = 0; i < 10; i++)
		assert.equal((await signIn(carol.client, `198.51.100.${i}`, carol.email, 'a wrong guess')).status, 401)
	assert.equal((await signIn(carol.client, '198.51.100.50', carol.email, 'a wrong guess')).status, 429)
})

test('reset requests are limited per address, and others cannot use up the reader’s own', async (t) => {
	const smtp = await startSmtpSink(t)
	const { client } = await startTestApp(t, { ...TRUSTED_PROXY, SMTP_URL: smtp.url })
	const carol = await signUp(client())
	for (let i = 0; i < 3; i++) assert.equal((await askReset(client(), '198.51.100.7', carol.email)).status, 200)
	assert.equal(
		(await askReset(client(), '198.51.100.7', carol.email)).status,
		429,
		'one address asks 3 times an hour per account',
	)
	assert.equal(
		(await askReset(client(), '198.51.100.8', carol.email)).status,
		429,
		'and the account gets at most 3 mails in 10 minutes from strangers',
	)
	assert.equal((await askReset(client(), '198.51.100.8', 'someone-else@example.com')).status, 200)

	// Carol asks from the browser she signed in with, signed out (she forgot the password) and signed in.
	await carol.client.request('/api/auth/sign-out', { method: 'POST' })
	assert.equal((await askReset(carol.client, '198.51.100.7', carol.email)).status, 200)
	await smtp.waitFor(carol.email, 4)
	await signIn(carol.client, '203.0.113.20', carol.email, password)
	assert.equal((await carol.client.request('/api/account/password-reset', { method: 'POST', json: {} })).status, 200)
	await smtp.waitFor(carol.email, 5)

	for (let i = 0; i < 10; i++) await askReset(client(), '198.51.100.9', `reader${i}@example.com`)
	assert.equal(
		(await askReset(client(), '198.51.100.9', 'reader99@example.com')).status,
		429,
		'10 an hour from one address',
	)
})
