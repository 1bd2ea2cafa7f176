import assert from 'node:assert/strict'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from 'node:test'
import { sql } from 'kysely'
import sharp from 'sharp'
import { AccountMessages, type AccountView, FRESH_SIGN_IN_MINUTES } from '../../shared/schemas/account.ts'
import type { Database } from '../db/schema.ts'
import { startOidcProvider } from '../../../tests/support/oidc-provider.ts'
import { startS3Server } from '../../../tests/support/s3-server.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, password, signUp } from '../../../tests/support/test-client.ts'

async function uploadPicture(client: TestClient) {
	const form = new FormData()
	const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#345' } })
		.png()
		.toBuffer()
	form.append('picture', new Blob([new Uint8Array(png)]), 'me.png')
	const cookie = [...client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	const res = await fetch(new URL('/api/profile/picture', client.baseUrl), {
		method: 'PUT',
		body: form,
		headers: { cookie },
	})
	assert.equal(res.status, 200)
}

/** Every row of every table, whatever its columns, as text: what a search of the whole database would find. */
async function everyRowAsText(db: Database) {
	const rows: string[] = []
	for (const table of await db.introspection.getTables()) {
		const { rows: found } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db)
		for (const row of found)
			rows.push(
				`${table.name}: ${JSON.stringify(row, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`.toLowerCase(),
			)
	}
	return rows
}

async function uploadedFiles(dataDir: string) {
	const entries = await readdir(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => [])
	return entries.filter((e) => e.isFile()).map((e) => e.name)
}

test('deleting an account needs the password and leaves nothing with its e-mail, username or bio anywhere', async (t) => {
	// No worker: the reset mail stays queued, so deletion must clear pending jobs too.
	const { client, db, dataDir } = await startTestApp(t, {}, { worker: false })
	const ann = await signUp(client(), { username: 'Ann_Zyx', email: 'ann.zyx@example.org' })
	const bob = await signUp(client(), { username: 'bob_keeps', email: 'bob@example.org' })
	const bio = 'Unmistakable bio text QWERTY'
	await ann.client.request('/api/profile', {
		method: 'PATCH',
		json: { bio, name: 'Ann Zyxwright', location: 'Zyxville' },
	})
	await bob.client.request('/api/profile', { method: 'PATCH', json: { bio: 'Bob stays' } })
	await uploadPicture(ann.client)
	await uploadPicture(bob.client)
	const phone = client()
	await phone.post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true })
	await client().post('/api/auth/sign-in', { email: ann.email, password: 'a wrong guess!', acceptTerms: true })
	await client().post('/api/auth/password-reset/request', { email: ann.email })
	const traces = [ann.email, ann.username, bio, 'Ann Zyxwright', 'Zyxville', ann.user.id].map((s) => s.toLowerCase())
	assert.ok(
		(await everyRowAsText(db)).some((row) => traces.some((trace) => row.includes(trace))),
		'the search finds Ann before',
	)

	const missing = await ann.client.json('/api/account/delete', { json: {} })
	assert.equal(missing.status, 400)
	assert.deepEqual(missing.body.error.fields, { password: AccountMessages.passwordRequired })
	const wrong = await ann.client.json('/api/account/delete', { json: { password: 'not my password' } })
	assert.deepEqual(wrong.body.error.fields, { password: AccountMessages.passwordWrong })
	assert.notEqual((await ann.client.json('/api/session')).body.user, null, 'a refused deletion changes nothing')

	const res = await ann.client.request('/api/account/delete', { json: { password } })
	assert.equal(res.status, 204)
	assert.equal(ann.client.sessionCookie(), undefined)
	assert.equal((await phone.json('/api/session')).body.user, null, 'every session ended')

	const leftovers = (await everyRowAsText(db)).filter((row) => traces.some((trace) => row.includes(trace)))
	assert.deepEqual(leftovers, [])
	// After the search: a sign-in attempt counts against the address again.
	assert.equal(
		(await client().post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true })).status,
		401,
	)
	assert.equal((await uploadedFiles(dataDir)).length, 2, "only Bob's picture is left")
	const bobNow = await client().json<Answer & { details: { bio: string } }>('/api/users/bob_keeps/profile')
	assert.equal(bobNow.body.details.bio, 'Bob stays')
	assert.notEqual((await bob.client.json('/api/session')).body.user, null)
	assert.equal((await client().json('/api/users/Ann_Zyx/profile')).status, 404)
	assert.equal(
		(await signUp(client(), { username: 'ann_zyx', email: ann.email })).user.id !== ann.user.id,
		true,
		'name and address are free again',
	)
})

test('an account that signs in only with a provider is deleted after a fresh sign-in, files in S3 included', async (t) => {
	const provider = await startOidcProvider(t)
	const s3 = await startS3Server(t)
	const { client, db } = await startTestApp(t, {
		GOOGLE_CLIENT_ID: 'dogear-test',
		GOOGLE_CLIENT_SECRET: 'test-secret',
		OIDC_DISCOVERY_URL: provider.discoveryUrl,
		...s3.env,
	})
	provider.signInAs({ sub: 'g-77', email: 'gina@example.com', email_verified: true, name: 'Gina' })
	const gina = client()
	const start = await gina.json('/api/auth/sign-in/oidc', { json: { acceptTerms: true } })
	const callback = new URL((await fetch(start.body.url, { redirect: 'manual' })).headers.get('location')!)
	assert.equal((await gina.request(callback.pathname + callback.search)).status, 302)

	const account = await gina.json<AccountView & Answer>('/api/account')
	assert.equal(account.body.signInMethod, 'provider')
	assert.deepEqual(account.body.providers, [{ id: 'google', name: 'Google' }])
	await uploadPicture(gina)
	assert.equal(s3.objects.size, 2)
	const noPassword = await gina.json('/api/account/password', {
		json: { currentPassword: 'anything at all', newPassword: password, repeatPassword: password },
	})
	assert.deepEqual(
		noPassword.body.error.fields,
		{ currentPassword: AccountMessages.noPasswordYet },
		'a reset link sets the first password',
	)

	const staleness = new Date(Date.now() - (FRESH_SIGN_IN_MINUTES + 1) * 60_000).toISOString()
	await db.updateTable('session').set({ createdAt: staleness }).execute()
	const stale = await gina.json('/api/account/delete', { json: {} })
	assert.equal(stale.status, 403)
	assert.equal(stale.body.error.code, 'reauthentication_required')
	assert.equal(stale.body.error.message, AccountMessages.reauthenticate(FRESH_SIGN_IN_MINUTES))

	await db.updateTable('session').set({ createdAt: new Date().toISOString() }).execute()
	assert.equal((await gina.request('/api/account/delete', { json: {} })).status, 204)
	assert.equal(s3.objects.size, 0)
	assert.equal((await db.selectFrom('user').select('id').execute()).length, 0)
	assert.equal((await db.selectFrom('account').select('id').execute()).length, 0)
})

test('without SMTP, the mail outbox keeps nothing addressed to a deleted account, and other readers keep theirs', async (t) => {
	const { client, dataDir } = await startTestApp(t)
	const ann = await signUp(client())
	const bob = await signUp(client())
	for (const reader of [ann, bob]) await client().post('/api/auth/password-reset/request', { email: reader.email })
	const outbox = join(dataDir, 'outbox')
	const mails = async () => readdir(outbox).catch(() => [])
	for (let i = 0; i < 200 && (await mails()).length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 25))
	assert.equal((await mails()).length, 2)

	assert.equal((await ann.client.post('/api/account/delete', { password })).status, 204)
	const left = await mails()
	assert.equal(left.length, 1)
	const text = await readFile(join(outbox, left[0]!), 'utf8')
	assert.ok(text.includes(bob.email) && !text.includes(ann.email))
})
