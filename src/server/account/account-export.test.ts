import assert from 'node:assert/strict'
import { test } from 'node:test'
import sharp from 'sharp'
import { AccountExport } from '../../shared/schemas/account.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { USER_DATA } from './user-data.ts'

test('the export is a JSON download of every table’s rows of the account and its picture, without secrets', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const bob = await signUp(client())
	await ann.client.request('/api/profile', { method: 'PATCH', json: { bio: 'Reads on trains', location: 'Leipzig' } })
	const form = new FormData()
	form.append(
		'picture',
		new Blob([
			new Uint8Array(
				await sharp({ create: { width: 64, height: 64, channels: 3, background: '#345' } })
					.png()
					.toBuffer(),
			),
		]),
		'me.png',
	)
	const cookie = [...ann.client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	assert.equal(
		(
			await fetch(new URL('/api/profile/picture', ann.client.baseUrl), {
				method: 'PUT',
				body: form,
				headers: { cookie },
			})
		).status,
		200,
	)

	const res = await ann.client.request('/api/account/export')
	assert.equal(res.status, 200)
	assert.match(
		res.headers.get('content-disposition') ?? '',
		new RegExp(`^attachment; filename="dogear-${ann.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
	)
	const text = await res.text()
	const archive = AccountExport.parse(JSON.parse(text))
	assert.deepEqual(Object.keys(archive.tables), Object.keys(USER_DATA))
	assert.equal(archive.tables.user?.rows[0]?.email, ann.email)
	assert.equal(archive.tables.profile?.rows[0]?.bio, 'Reads on trains')
	assert.equal(archive.tables.session?.rows.length, 1)
	assert.equal(archive.tables.account?.rows[0]?.hasPassword, true)
	assert.equal(archive.files.length, 2)
	for (const file of archive.files)
		assert.equal((await sharp(Buffer.from(file.base64, 'base64')).metadata()).format, 'webp')

	const secrets = [
		...(await db.selectFrom('session').select('token').execute()).map((s) => s.token),
		...(await db.selectFrom('account').select('password').execute()).map((a) => a.password!),
	]
	for (const secret of secrets) assert.ok(!text.includes(secret), 'no session token or password hash')
	assert.ok(!text.includes(bob.email) && !text.includes(bob.username), "nothing of Bob's")
	assert.equal((await client().request('/api/account/export')).status, 401)
})
