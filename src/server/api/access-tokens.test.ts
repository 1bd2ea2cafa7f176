import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ACCESS_TOKENS_MAX, AccessTokenList, CreatedAccessToken } from '../../shared/schemas/access-tokens.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, password, signUp } from '../../../tests/support/test-client.ts'
import { createToken, jsonWithToken } from '../../../tests/requests/api-requests.ts'

type List = AccessTokenList & Answer

test('a reader makes tokens, sees them listed without their secrets, and revokes them', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())

	const read = await createToken(ann.client, 'read', '  Kindle   sync ')
	CreatedAccessToken.parse(read)
	assert.match(read.secret, /^dgr_[A-Za-z0-9_-]{43}$/)
	assert.deepEqual(
		{ name: read.token.name, scope: read.token.scope, lastUsedAt: read.token.lastUsedAt },
		{ name: 'Kindle sync', scope: 'read', lastUsedAt: null },
	)
	const write = await createToken(ann.client, 'read-write', 'Backup script')
	assert.notEqual(write.secret, read.secret)

	const listed = await ann.client.json<List>('/api/account/tokens')
	assert.equal(listed.status, 200)
	assert.deepEqual(
		AccessTokenList.parse(listed.body).tokens.map((token) => token.name),
		['Backup script', 'Kindle sync'],
		'newest first',
	)
	assert.ok(!JSON.stringify(listed.body).includes(read.secret.slice(4)), 'the secret is shown once, at creation')
	const stored = await db.selectFrom('accessToken').select('tokenHash').execute()
	assert.ok(
		stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash) && !read.secret.includes(row.tokenHash)),
		'only a SHA-256 is stored',
	)

	const revoked = await ann.client.request(`/api/account/tokens/${read.token.id}`, { method: 'DELETE' })
	assert.equal(revoked.status, 204)
	assert.deepEqual(
		(await ann.client.json<List>('/api/account/tokens')).body.tokens.map((token) => token.id),
		[write.token.id],
	)
	const again = await ann.client.json(`/api/account/tokens/${read.token.id}`, { method: 'DELETE' })
	assert.deepEqual([again.status, again.body.error.message], [404, 'Token not found'])
})

test("another reader cannot see or revoke a reader's tokens, and signed out there are none", async (t) => {
	const { client } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const token = await createToken(ann.client)

	assert.deepEqual((await bob.client.json<List>('/api/account/tokens')).body.tokens, [])
	assert.equal((await bob.client.request(`/api/account/tokens/${token.token.id}`, { method: 'DELETE' })).status, 404)
	assert.equal((await client().request('/api/account/tokens')).status, 401)
	assert.equal((await client().post('/api/account/tokens', { name: 'x', scope: 'read' })).status, 401)
	assert.equal(
		(await jsonWithToken(client().baseUrl, token.secret, '/api/v1/session')).status,
		200,
		'still works for ann',
	)
})

test('a bad name or scope is a 400 naming the field, and a reader has at most 20 tokens', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const post = (json: unknown) => ann.client.json('/api/account/tokens', { json })

	const blank = await post({ name: '   ', scope: 'read' })
	assert.deepEqual(
		[blank.status, blank.body.error.fields],
		[400, { name: 'Give the token a name, so you know later what uses it' }],
	)
	assert.deepEqual((await post({ name: 'x'.repeat(61), scope: 'read' })).body.error.fields, {
		name: "A token's name can have at most 60 characters",
	})
	assert.deepEqual((await post({ name: 'CI', scope: 'admin' })).body.error.fields, {
		scope: 'Choose read or read and write',
	})
	assert.deepEqual((await post({ name: 'CI', scope: 'read', expires: 'never' })).body.error.fields, {
		expires: 'This field cannot be set here',
	})

	for (let n = 0; n < ACCESS_TOKENS_MAX; n++) await createToken(ann.client, 'read', `token ${n}`)
	const tooMany = await post({ name: 'one more', scope: 'read' })
	assert.deepEqual([tooMany.status, tooMany.body.error.code], [409, 'too_many_tokens'])
})

test('the account export lists the tokens without their hashes, and deleting the account removes them', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const token = await createToken(ann.client, 'read-write', 'Export me')

	const exported = await ann.client.json<{ tables: Record<string, { rows: Record<string, unknown>[] }> } & Answer>(
		'/api/account/export',
	)
	const rows = exported.body.tables.accessToken?.rows ?? []
	assert.deepEqual(
		rows.map((row) => [row.name, row.scope]),
		[['Export me', 'read-write']],
	)
	assert.ok(!('tokenHash' in (rows[0] ?? {})))

	assert.equal((await ann.client.request('/api/account/delete', { method: 'POST', json: { password } })).status, 204)
	assert.deepEqual(await db.selectFrom('accessToken').select('id').execute(), [])
	assert.equal((await jsonWithToken(ann.client.baseUrl, token.secret, '/api/v1/session')).status, 401)
})
