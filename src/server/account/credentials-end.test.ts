import assert from 'node:assert/strict'
import { test } from 'node:test'
import { AuthMessages } from '../../shared/schemas/auth.ts'
import { resetToken, startSmtpSink } from '../../../tests/support/smtp-sink.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { password, signUp } from '../../../tests/support/test-client.ts'
import { createToken, jsonWithToken } from '../../../tests/requests/api-requests.ts'

// What ends with the password: every personal access token and every reset link still in the post.

const newPassword = 'a brand new passphrase'
const reset = (token: string, secret = newPassword) => ({ json: { token, password: secret, repeatPassword: secret } })

/** Answers [GET status, PATCH status] for a read-write token. */
async function tokenAnswers(baseUrl: string, secret: string) {
	const read = await jsonWithToken(baseUrl, secret, '/api/v1/session')
	const write = await jsonWithToken(baseUrl, secret, '/api/v1/profile', {
		method: 'PATCH',
		json: { bio: 'changed by a script' },
	})
	return [read.status, write.status]
}

test('using one reset link ends the others, and a reset ends every access token', async (t) => {
	const smtp = await startSmtpSink(t)
	const { client, baseUrl } = await startTestApp(t, { SMTP_URL: smtp.url })
	const ann = await signUp(client())
	const token = await createToken(ann.client, 'read-write')
	assert.deepEqual(await tokenAnswers(baseUrl, token.secret), [200, 200])

	const links: string[] = []
	for (let i = 0; i < 3; i++) {
		assert.equal((await ann.client.post('/api/auth/password-reset/request', { email: ann.email })).status, 200)
		links.push(resetToken(await smtp.waitFor(ann.email, i + 1)))
	}
	assert.equal(new Set(links).size, 3)
	assert.equal((await client().json('/api/auth/password-reset', reset(links[0]!))).status, 200)

	for (const link of links.slice(1)) {
		const later = await client().json('/api/auth/password-reset', reset(link, 'an attacker picks this'))
		assert.equal(later.status, 400, 'an older link is over once any link was used')
		assert.equal(later.body.error.fields?.token, AuthMessages.resetTokenInvalid)
	}
	assert.equal(
		(await client().post('/api/auth/sign-in', { email: ann.email, password: newPassword, acceptTerms: true })).status,
		200,
	)
	assert.deepEqual(await tokenAnswers(baseUrl, token.secret), [401, 401])
})

test('changing the password ends every reset link and every access token', async (t) => {
	const smtp = await startSmtpSink(t)
	const { client, baseUrl } = await startTestApp(t, { SMTP_URL: smtp.url })
	const ann = await signUp(client())
	const token = await createToken(ann.client, 'read-write')
	await ann.client.post('/api/auth/password-reset/request', { email: ann.email })
	const link = resetToken(await smtp.waitFor(ann.email))

	const changed = await ann.client.json('/api/account/password', {
		json: { currentPassword: password, newPassword, repeatPassword: newPassword },
	})
	assert.equal(changed.status, 200)
	assert.deepEqual(await tokenAnswers(baseUrl, token.secret), [401, 401])
	assert.equal((await client().json('/api/auth/password-reset', reset(link, 'an attacker picks this'))).status, 400)
	assert.deepEqual((await ann.client.json<{ tokens: unknown[] }>('/api/account/tokens')).body.tokens, [])
})

test("'sign out everywhere else' keeps tokens unless asked to revoke them too", async (t) => {
	const { client, baseUrl } = await startTestApp(t)
	const ann = await signUp(client())
	const other = client()
	await other.post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true })
	const token = await createToken(ann.client, 'read-write')

	const kept = await ann.client.json<{ signedOut: number; tokensRevoked: number }>(
		'/api/account/sessions/sign-out-others',
		{ json: {} },
	)
	assert.deepEqual(kept.body, { signedOut: 1, tokensRevoked: 0 })
	assert.deepEqual(await tokenAnswers(baseUrl, token.secret), [200, 200])

	const revoked = await ann.client.json<{ signedOut: number; tokensRevoked: number }>(
		'/api/account/sessions/sign-out-others',
		{ json: { revokeTokens: true } },
	)
	assert.deepEqual(revoked.body, { signedOut: 0, tokensRevoked: 1 })
	assert.deepEqual(await tokenAnswers(baseUrl, token.secret), [401, 401])
	assert.equal((await ann.client.json('/api/session')).body.user?.id, ann.user.id, 'this browser stays signed in')
})
