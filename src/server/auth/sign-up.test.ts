import assert from 'node:assert/strict'
import { test } from 'node:test'
import { AuthMessages } from '../../shared/schemas/auth.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { password, signUp } from '../../../tests/support/test-client.ts'

const valid = { username: 'ann.reads', email: 'ann@example.com', password, repeatPassword: password, acceptTerms: true }

test('sign-up checks fields in the original order with its messages, address spelled right', async (t) => {
	const { client } = await startTestApp(t)
	const steps: [Record<string, unknown>, string, string][] = [
		[{}, 'username', AuthMessages.usernameRequired],
		[{ username: 'ann' }, 'email', 'Please enter an e-mail address'],
		[{ username: 'ann', email: 'ann@example.com' }, 'password', AuthMessages.passwordRequired],
		[{ username: 'ann', email: 'ann@example.com', password }, 'repeatPassword', AuthMessages.repeatRequired],
		[
			{ username: 'ann', email: 'ann@example.com', password, repeatPassword: password },
			'acceptTerms',
			AuthMessages.terms,
		],
	]
	for (const [body, field, message] of steps) {
		const { status, body: answer } = await client().json('/api/auth/sign-up', { json: body })
		assert.equal(status, 400)
		assert.equal(answer.error.code, 'validation_failed')
		assert.equal(answer.error.message, message, `first message for ${JSON.stringify(body)}`)
		assert.equal(answer.error.fields?.[field], message)
	}
})

test('every failing field gets its own message, so the form can show them all inline', async (t) => {
	const { client } = await startTestApp(t)
	const { body } = await client().json('/api/auth/sign-up', {
		json: { username: 'a', email: 'not-an-email', password: 'short', repeatPassword: 'other' },
	})
	assert.deepEqual(body.error.fields, {
		username: AuthMessages.usernameFormat,
		email: AuthMessages.emailFormat,
		password: AuthMessages.passwordTooShort,
		acceptTerms: AuthMessages.terms,
	})
})

test('a repeated password that differs blocks sign-up and creates nothing', async (t) => {
	const { client, db } = await startTestApp(t)
	const { status, body } = await client().json('/api/auth/sign-up', {
		json: { ...valid, repeatPassword: `${password}!` },
	})
	assert.equal(status, 400)
	assert.equal(body.error.fields?.repeatPassword, AuthMessages.repeatMismatch)
	assert.equal((await db.selectFrom('user').select('id').execute()).length, 0)
})

test('usernames are 3 to 30 letters, digits, "_" and "."', async (t) => {
	const { client } = await startTestApp(t)
	for (const username of ['ab', 'a'.repeat(31), 'ann reads', 'ann-reads', 'änn', 'ann@x']) {
		const { status, body } = await client().json('/api/auth/sign-up', { json: { ...valid, username } })
		assert.equal(status, 400, username)
		assert.equal(body.error.fields?.username, AuthMessages.usernameFormat, username)
	}
	for (const username of ['abc', 'a'.repeat(30), 'Ann_Reads.2']) {
		const res = await client().post('/api/auth/sign-up', { ...valid, username, email: `${username}@example.com` })
		assert.equal(res.status, 201, username)
	}
})

test('usernames are unique whatever their case, e-mails unique too: 409 naming the field', async (t) => {
	const { client } = await startTestApp(t)
	assert.equal((await client().post('/api/auth/sign-up', valid)).status, 201)

	const sameName = await client().json('/api/auth/sign-up', {
		json: { ...valid, username: 'ANN.Reads', email: 'other@example.com' },
	})
	assert.equal(sameName.status, 409)
	assert.deepEqual(sameName.body.error.fields, { username: AuthMessages.usernameTaken })

	const sameEmail = await client().json('/api/auth/sign-up', {
		json: { ...valid, username: 'someone_else', email: 'ANN@example.com' },
	})
	assert.equal(sameEmail.status, 409)
	assert.deepEqual(sameEmail.body.error.fields, { email: AuthMessages.emailTaken })
})

test('passwords need 8 characters and may be long: a 300-character one is kept whole', async (t) => {
	const { client } = await startTestApp(t)
	const short = await client().json('/api/auth/sign-up', {
		json: { ...valid, password: '1234567', repeatPassword: '1234567' },
	})
	assert.equal(short.body.error.fields?.password, AuthMessages.passwordTooShort)

	const long = 'x'.repeat(299) + 'y'
	assert.equal(
		(await client().post('/api/auth/sign-up', { ...valid, password: long, repeatPassword: long })).status,
		201,
	)
	// No truncation: the same first 299 characters with another last one is a different password.
	const almost = await client().post('/api/auth/sign-in', {
		email: valid.email,
		password: 'x'.repeat(300),
		acceptTerms: true,
	})
	assert.equal(almost.status, 401)
	assert.equal(
		(await client().post('/api/auth/sign-in', { email: valid.email, password: long, acceptTerms: true })).status,
		200,
	)
})

test('a successful sign-up signs the reader in and sends them to the signed-in home', async (t) => {
	const { client } = await startTestApp(t)
	const ann = client()
	const { status, body } = await ann.json('/api/auth/sign-up', { json: valid })
	assert.equal(status, 201)
	assert.equal(body.next, '/nav/home')
	assert.equal(body.user?.username, 'ann.reads')

	const session = await ann.json('/api/session')
	assert.equal(session.body.user?.email, 'ann@example.com')
	assert.match(ann.sessionCookie()!.attributes, /Max-Age=2592000/)
})

test("'Stay logged in' off at sign-up gives a cookie that ends with the browser session", async (t) => {
	const { client } = await startTestApp(t)
	const { client: ann } = await signUp(client(), { rememberMe: false })
	assert.doesNotMatch(ann.sessionCookie()!.attributes, /Max-Age|Expires/i)
})
