import assert from 'node:assert/strict'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from 'node:test'
import { AuthMessages } from '../../shared/schemas/auth.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { password, signUp } from '../../../tests/support/test-client.ts'
import { resetToken, startSmtpSink } from '../../../tests/support/smtp-sink.ts'

const newPassword = 'a brand new passphrase'

test('a reset link arrives by SMTP, sets a new password once, and ends every session', async (t) => {
	const smtp = await startSmtpSink(t)
	const { client } = await startTestApp(t, { SMTP_URL: smtp.url, MAIL_FROM: 'Dogear <books@example.org>' })
	const { client: ann, email } = await signUp(client())
	const other = client()
	await other.post('/api/auth/sign-in', { email, password, acceptTerms: true })

	const request = await client().json('/api/auth/password-reset/request', { json: { email } })
	assert.equal(request.status, 200)
	assert.equal(request.body.message, AuthMessages.resetSent)
	const mail = await smtp.waitFor(email)
	assert.equal(mail.from, 'books@example.org')
	assert.match(mail.raw, /Subject: Reset your Dogear password/)
	const token = resetToken(mail)

	const reset = await client().json('/api/auth/password-reset', {
		json: { token, password: newPassword, repeatPassword: newPassword },
	})
	assert.equal(reset.status, 200)
	assert.equal(reset.body.message, AuthMessages.passwordChanged)

	assert.equal((await ann.json('/api/session')).body.user, null, 'sessions from before the reset are over')
	assert.equal((await other.json('/api/session')).body.user, null)
	assert.equal((await client().post('/api/auth/sign-in', { email, password, acceptTerms: true })).status, 401)
	assert.equal(
		(await client().post('/api/auth/sign-in', { email, password: newPassword, acceptTerms: true })).status,
		200,
	)

	const again = await client().json('/api/auth/password-reset', {
		json: { token, password: 'yet another one!', repeatPassword: 'yet another one!' },
	})
	assert.equal(again.status, 400, 'the link works once')
	assert.equal(again.body.error.fields?.token, AuthMessages.resetTokenInvalid)
})

test('a reset link expires after an hour', async (t) => {
	const smtp = await startSmtpSink(t)
	const { client, db } = await startTestApp(t, { SMTP_URL: smtp.url })
	const { email } = await signUp(client())
	await client().post('/api/auth/password-reset/request', { email })
	const token = resetToken(await smtp.waitFor(email))

	const row = await db.selectFrom('verification').select(['expiresAt']).executeTakeFirstOrThrow()
	const lifetime = new Date(row.expiresAt).getTime() - Date.now()
	assert.ok(lifetime > 59 * 60_000 && lifetime <= 60 * 60_000, `lifetime ${lifetime} ms`)

	await db
		.updateTable('verification')
		.set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
		.execute()
	const late = await client().json('/api/auth/password-reset', {
		json: { token, password: newPassword, repeatPassword: newPassword },
	})
	assert.equal(late.status, 400)
	assert.equal(late.body.error.code, 'invalid_token')
})

test('the reply is the same for an unknown e-mail, and no mail is sent', async (t) => {
	const smtp = await startSmtpSink(t)
	const { client } = await startTestApp(t, { SMTP_URL: smtp.url })
	const { email } = await signUp(client())
	const known = await client().json('/api/auth/password-reset/request', { json: { email } })
	const unknown = await client().json('/api/auth/password-reset/request', { json: { email: 'nobody@example.com' } })
	assert.deepEqual([unknown.status, unknown.body], [known.status, known.body])
	await smtp.waitFor(email)
	await new Promise((resolve) => setTimeout(resolve, 300))
	assert.deepEqual(smtp.received.map((m) => m.to).flat(), [email])
})

test('the reset request and form check their fields', async (t) => {
	const { client } = await startTestApp(t)
	const empty = await client().json('/api/auth/password-reset/request', { json: { email: '' } })
	assert.equal(empty.status, 400)
	assert.equal(empty.body.error.fields?.email, AuthMessages.resetEmail)

	const mismatch = await client().json('/api/auth/password-reset', {
		json: { token: 'x', password: newPassword, repeatPassword: 'other' },
	})
	assert.equal(mismatch.body.error.fields?.repeatPassword, AuthMessages.repeatMismatch)
	const bogus = await client().json('/api/auth/password-reset', {
		json: { token: 'made-up', password: newPassword, repeatPassword: newPassword },
	})
	assert.equal(bogus.body.error.fields?.token, AuthMessages.resetTokenInvalid)
})

test('with no SMTP configured, mail lands in the outbox folder as a real message', async (t) => {
	const { client, dataDir } = await startTestApp(t)
	const { email } = await signUp(client())
	await client().post('/api/auth/password-reset/request', { email })
	const outbox = join(dataDir, 'outbox')
	let files: string[] = []
	for (let i = 0; i < 100 && files.length === 0; i++) {
		files = await readdir(outbox).catch(() => [])
		if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 50))
	}
	assert.equal(files.length, 1)
	const raw = await readFile(join(outbox, files[0]!), 'utf8')
	assert.match(raw, new RegExp(`To: ${email}`))
	assert.match(raw, /\/reset\?token=/)
})
