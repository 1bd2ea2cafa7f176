import assert from 'node:assert/strict'
import { test } from 'node:test'
import { AccountMessages, type AccountView } from '../../shared/schemas/account.ts'
import { AuthMessages } from '../../shared/schemas/auth.ts'
import { type ReceivedMail, startSmtpSink } from '../../../tests/support/smtp-sink.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, password, signUp } from '../../../tests/support/test-client.ts'

/** The confirmation link's path and query from a received message (quoted-printable soft breaks undone). */
function confirmLink(mail: ReceivedMail) {
	const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
	const match = /https?:\/\/[^/\s]+(\/api\/account\/email\/confirm\?token=[A-Za-z0-9._-]+)/.exec(body)
	if (!match?.[1]) throw new Error(`no confirmation link in:\n${mail.raw}`)
	return match[1]
}

test('a new address is confirmed by a link sent to it; the old address is told; nothing changes before', async (t) => {
	const smtp = await startSmtpSink(t)
	const { client } = await startTestApp(t, { SMTP_URL: smtp.url })
	const ann = await signUp(client())
	const newEmail = 'ann.new@example.org'

	const request = await ann.client.json('/api/account/email', { json: { email: ' Ann.New@Example.org ' } })
	assert.equal(request.status, 200)
	assert.equal(request.body.message, AccountMessages.emailSent(newEmail))
	const notice = await smtp.waitFor(ann.email)
	assert.match(notice.raw, /Subject: Your Dogear e-mail address is being changed/)
	assert.match(notice.raw, /ann\.new@example\.org/)
	const confirmation = await smtp.waitFor(newEmail)
	assert.match(confirmation.raw, /Subject: Confirm your new Dogear e-mail address/)
	assert.equal((await ann.client.json<AccountView & Answer>('/api/account')).body.email, ann.email, 'unchanged until the link is opened')

	const link = confirmLink(confirmation)
	const opened = await client().request(link)
	assert.equal(opened.status, 303)
	assert.equal(opened.headers.get('location'), '/nav/settings?email=changed')
	const account = await ann.client.json<AccountView & Answer>('/api/account')
	assert.equal(account.body.email, newEmail)
	assert.equal(account.body.emailVerified, true, 'opening the link proved the address')
	assert.equal((await client().post('/api/auth/sign-in', { email: newEmail, password, acceptTerms: true })).status, 200)
	assert.equal((await client().post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true })).status, 401)

	const again = await client().request(link)
	assert.equal(again.headers.get('location'), '/nav/settings?email=invalid', 'the link works once')
	const forged = await client().request('/api/account/email/confirm?token=not.a.token')
	assert.equal(forged.headers.get('location'), '/nav/settings?email=invalid')
})

test('the new address is checked: format, same as now, or taken by another account', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const bob = await signUp(client())
	const ask = (email: unknown) => ann.client.json('/api/account/email', { json: { email } })

	const bad = await ask('not-an-address')
	assert.equal(bad.status, 400)
	assert.deepEqual(bad.body.error.fields, { email: AuthMessages.emailFormat })
	assert.equal((await ask('')).body.error.fields?.email, AuthMessages.emailRequired)
	const same = await ask(ann.email.toUpperCase())
	assert.equal(same.status, 400)
	assert.equal(same.body.error.fields?.email, AccountMessages.emailSame)
	const taken = await ask(bob.email)
	assert.equal(taken.status, 409)
	assert.deepEqual(taken.body.error.fields, { email: AccountMessages.emailTaken })
	assert.equal((await client().json('/api/account/email', { json: { email: 'x@example.org' } })).status, 401)
})
