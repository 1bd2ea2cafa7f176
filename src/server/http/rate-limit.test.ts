import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'

const attempt = (email: string) => ({ email, password: 'wrong password', acceptTerms: true })

test('the 26th sign-in from one address within 5 minutes gets 429 with Retry-After', async (t) => {
	const { client } = await startTestApp(t)
	const started = Date.now()
	for (let i = 0; i < 25; i++) {
		assert.equal((await client().post('/api/auth/sign-in', attempt(`reader${i}@example.com`))).status, 401)
	}
	const { status, body, res } = await client().json('/api/auth/sign-in', { json: attempt('reader99@example.com') })
	assert.equal(status, 429)
	assert.equal(body.error.code, 'rate_limited')
	assert.match(body.error.message, /Too many attempts/)
	const retryAfter = Number(res.headers.get('retry-after'))
	// The window began with the first failure; 25 password checks take a while on a busy machine.
	const elapsed = Math.ceil((Date.now() - started) / 1000)
	assert.ok(retryAfter >= 300 - elapsed && retryAfter <= 300, `Retry-After ${retryAfter} after ${elapsed} s`)
})

test('sign-up allows 10 accounts per address per hour', async (t) => {
	const { client } = await startTestApp(t)
	for (let i = 0; i < 10; i++) await signUp(client())
	const res = await client().post('/api/auth/sign-up', {
		username: 'eleventh',
		email: 'eleventh@example.com',
		password: 'long enough',
		repeatPassword: 'long enough',
		acceptTerms: true,
	})
	assert.equal(res.status, 429)
	assert.ok(Number(res.headers.get('retry-after')) > 3000)
})

test('behind a trusted proxy the limit follows the forwarded address', async (t) => {
	const { client } = await startTestApp(t, { TRUST_PROXY: 'true' })
	const from = (ip: string) => ({
		method: 'POST',
		json: attempt('x@example.com'),
		headers: { 'x-forwarded-for': `203.0.113.9, ${ip}` },
	})
	for (let i = 0; i < 25; i++)
		await client().request('/api/auth/sign-in', { ...from('198.51.100.1'), json: attempt(`a${i}@example.com`) })
	assert.equal((await client().request('/api/auth/sign-in', from('198.51.100.1'))).status, 429)
	assert.equal((await client().request('/api/auth/sign-in', from('198.51.100.2'))).status, 401)
})
