import assert from 'node:assert/strict'
import { test } from 'node:test'
import { AccountMessages, type AccountView } from '../../shared/schemas/account.ts'
import { AuthMessages } from '../../shared/schemas/auth.ts'
import { type ReceivedMail, startSmtpSink } from '../../../tests/support/smtp-sink.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, password, signUp } from '../../../tests/support/test-client.ts'
import { createToken, jsonWithToken } from '../../../tests/requests/api-requests.ts'

/** The undo link's path and query from the notice to the old address. */
function undoLink(mail: ReceivedMail) {
	const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
	const match = /https?:\/\/[^/\s]+(\/api\/account\/email\/undo\?token=[A-Za-z0-9_-]+)/.exec(body)
	if (!match?.[1]) throw new Error(`no undo link in:\n${mail.raw}`)
	return match[1]
}

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

	const request = await ann.client.json('/api/account/email', { json: { email: ' Ann.New@Example.org ', password } })
	assert.equal(request.status, 200)
	assert.equal(request.body.message, AccountMessages.emailSent(newEmail))
	const notice = await smtp.waitFor(ann.email)
	assert.match(notice.raw, /Subject: Your Dogear e-mail address is being changed/)
	assert.match(notice.raw, /ann\.new@example\.org/)
	const confirmation = await smtp.waitFor(newEmail)
	assert.match(confirmation.raw, /Subject: Confirm your new Dogear e-mail address/)
	assert.equal(
		(await ann.client.json<AccountView & Answer>('/api/account')).body.email,
		ann.email,
		'unchanged until the link is opened',
	)

	const link = confirmLink(confirmation)
	const opened = await client().request(link)
	assert.equal(opened.status, 303)
	assert.equal(opened.headers.get('location'), '/nav/settings?email=changed')
	const account = await ann.client.json<AccountView & Answer>('/api/account')
	assert.equal(account.body.email, newEmail)
	assert.equal(account.body.emailVerified, true, 'opening the link proved the address')
	assert.equal((await client().post('/api/auth/sign-in', { email: newEmail, password, acceptTerms: true })).status, 200)
	assert.equal(
		(await client().post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true })).status,
		401,
	)

	const again = await client().request(link)
	assert.equal(again.headers.get('location'), '/nav/settings?email=invalid', 'the link works once')
	const forged = await client().request('/api/account/email/confirm?token=not.a.token')
	assert.equal(forged.headers.get('location'), '/nav/settings?email=invalid')
})

test('the new address is checked: format, same as now, or taken by another account', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const bob = await signUp(client())
	const ask = (email: unknown) => ann.client.json('/api/account/email', { json: { email, password } })

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
	assert.equal((await client().json('/api/account/email', { json: { email: 'x@example.org', password } })).status, 401)
})

test('a stolen session cannot change the address: the current password is asked for', async (t) => {
	const smtp = await startSmtpSink(t)
	const { client } = await startTestApp(t, { SMTP_URL: smtp.url })
	const ann = await signUp(client())
	const ask = (json: unknown) => ann.client.json('/api/account/email', { json })

	const missing = await ask({ email: 'thief@example.org' })
	assert.equal(missing.status, 400)
	assert.deepEqual(missing.body.error.fields, { password: AccountMessages.emailPasswordRequired })
	const wrong = await ask({ email: 'thief@example.org', password: 'a guess at it' })
	assert.equal(wrong.status, 400)
	assert.deepEqual(wrong.body.error.fields, { password: AccountMessages.passwordWrong })
	assert.equal((await ask({ email: 'ann.new@example.org', password })).status, 200)
	await smtp.waitFor('ann.new@example.org')
	await smtp.waitFor(ann.email)
	assert.deepEqual(
		smtp.received
			.map((m) => m.to)
			.flat()
			.sort(),
		[ann.email, 'ann.new@example.org'].sort(),
		'no mail for the refused requests',
	)
})

test("the old address's undo link puts it back within 7 days and ends every session and token", async (t) => {
	const smtp = await startSmtpSink(t)
	const { client, baseUrl, db } = await startTestApp(t, { SMTP_URL: smtp.url })
	const ann = await signUp(client())
	const token = await createToken(ann.client, 'read-write')
	const thief = 'thief@example.org'
	await ann.client.json('/api/account/email', { json: { email: thief, password } })
	const undo = undoLink(await smtp.waitFor(ann.email))
	assert.equal(
		(await client().request(confirmLink(await smtp.waitFor(thief)))).headers.get('location'),
		'/nav/settings?email=changed',
	)
	assert.equal((await ann.client.json<AccountView & Answer>('/api/account')).body.email, thief)

	const undone = await client().request(undo)
	assert.equal(undone.status, 303)
	assert.equal(undone.headers.get('location'), '/login?email=restored')
	assert.equal((await ann.client.json('/api/session')).body.user, null, 'every session has ended')
	assert.equal((await jsonWithToken(baseUrl, token.secret, '/api/v1/session')).status, 401, 'and every token')
	const back = await client().json('/api/auth/sign-in', { json: { email: ann.email, password, acceptTerms: true } })
	assert.equal(back.status, 200)
	assert.equal(back.body.user?.email, ann.email)
	assert.equal(
		(await client().request(undo)).headers.get('location'),
		'/login?email=undo-invalid',
		'the undo link works once',
	)

	// Undone before the new address confirmed it: the confirmation link is over too.
	const signedIn = client()
	await signedIn.post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true })
	await signedIn.json('/api/account/email', { json: { email: 'other@example.org', password } })
	const secondUndo = undoLink(await smtp.waitFor(ann.email, 2))
	assert.equal((await client().request(secondUndo)).headers.get('location'), '/login?email=restored')
	assert.equal(
		(await client().request(confirmLink(await smtp.waitFor('other@example.org')))).headers.get('location'),
		'/nav/settings?email=invalid',
	)
	assert.equal(
		(await client().json('/api/auth/sign-in', { json: { email: ann.email, password, acceptTerms: true } })).status,
		200,
	)

	// After 7 days the link has run out.
	const late = client()
	await late.post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true })
	await late.json('/api/account/email', { json: { email: 'third@example.org', password } })
	const thirdUndo = undoLink(await smtp.waitFor(ann.email, 3))
	await db
		.updateTable('emailChange')
		.set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
		.execute()
	assert.equal((await client().request(thirdUndo)).headers.get('location'), '/login?email=undo-invalid')
	assert.notEqual((await late.json('/api/session')).body.user, null)
})
