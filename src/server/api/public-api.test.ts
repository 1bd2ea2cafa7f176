import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { AccessTokenList } from '../../shared/schemas/access-tokens.ts'
import { DiaryResponse, EntryResponse } from '../../shared/schemas/entries.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, signUp } from '../../../tests/support/test-client.ts'
import { setUserRole } from '../admin/set-role.ts'
import { suspendReader } from '../admin/suspend-reader.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'
import { createToken, jsonWithToken, withToken } from '../../../tests/requests/api-requests.ts'
import { API_RATE_LIMIT } from './token-access.ts'

test('a read token reads the diary as its reader; it cannot write, and a read-write token can', async (t) => {
	const { client, db, baseUrl } = await startTestApp(t)
	const ann = await signUp(client())
	const book = await addBook(db)
	const entry = await logRead(ann.client, { bookId: book, readOn: '2026-01-02', rating: 4, review: 'Cold and warm.' })
	const read = await createToken(ann.client, 'read')
	const write = await createToken(ann.client, 'read-write')

	const diary = await jsonWithToken<DiaryResponse>(baseUrl, read.secret, '/api/v1/me/diary')
	assert.equal(diary.status, 200)
	assert.deepEqual(
		DiaryResponse.parse(diary.body).entries.map((e) => e.id),
		[entry.id],
	)
	assert.equal(
		(await jsonWithToken<{ user: { username: string } }>(baseUrl, read.secret, '/api/v1/session')).body.user.username,
		ann.username,
	)
	assert.equal((await withToken(baseUrl, read.secret, '/api/v1/me/diary', { method: 'HEAD' })).status, 200)

	const refused = await jsonWithToken(baseUrl, read.secret, '/api/v1/entries', {
		json: { bookId: book, readOn: '2026-01-03' },
	})
	assert.deepEqual([refused.status, refused.body.error.code], [403, 'insufficient_scope'])
	assert.match(refused.body.error.message, /read scope/)
	assert.match(refused.res.headers.get('www-authenticate') ?? '', /insufficient_scope/)
	assert.equal(
		(await jsonWithToken(baseUrl, read.secret, `/api/v1/entries/${entry.id}`, { method: 'DELETE' })).status,
		403,
	)

	const logged = await jsonWithToken<EntryResponse>(baseUrl, write.secret, '/api/v1/entries', {
		json: { bookId: book, readOn: '2026-01-03', reread: true },
	})
	assert.equal(logged.status, 201)
	const changed = await jsonWithToken<EntryResponse>(baseUrl, write.secret, `/api/v1/entries/${logged.body.entry.id}`, {
		method: 'PATCH',
		json: { rating: 4.5 },
	})
	assert.equal(EntryResponse.parse(changed.body).entry.rating, 4.5)
	const bad = await jsonWithToken(baseUrl, write.secret, '/api/v1/entries', {
		json: { bookId: book, readOn: 'yesterday' },
	})
	assert.deepEqual([bad.status, Object.keys(bad.body.error.fields ?? {})], [400, ['readOn']])
	assert.equal(
		(await withToken(baseUrl, write.secret, `/api/v1/entries/${logged.body.entry.id}`, { method: 'DELETE' })).status,
		204,
	)
	assert.equal(
		(await ann.client.json<DiaryResponse>('/api/me/diary')).body.entries.length,
		1,
		'the web app sees the same data',
	)

	const [row] = await db.selectFrom('accessToken').select('lastUsedAt').where('id', '=', read.token.id).execute()
	assert.ok(row?.lastUsedAt, 'lastUsedAt is set once the token is used')
})

test('no token, an unknown, malformed or revoked token, a suspended reader: 401 with WWW-Authenticate', async (t) => {
	const { client, db, baseUrl } = await startTestApp(t)
	const ann = await signUp(client())
	const token = await createToken(ann.client)

	const none = await ann.client.json('/api/v1/me/diary')
	assert.deepEqual(
		[none.status, none.res.headers.get('www-authenticate')],
		[401, 'Bearer realm="Dogear"'],
		'the cookie session does not count on /api/v1',
	)
	assert.match(none.body.error.message, /Authorization: Bearer/)
	for (const secret of [`dgr_${'A'.repeat(43)}`, 'not-a-token', token.secret.slice(0, -1)]) {
		const answer = await jsonWithToken(baseUrl, secret, '/api/v1/me/diary')
		assert.deepEqual(
			[answer.status, answer.res.headers.get('www-authenticate')],
			[401, 'Bearer realm="Dogear", error="invalid_token"'],
			secret,
		)
	}

	await suspendReader(db, ann.user.id, new Date().toISOString())
	assert.equal(
		(await jsonWithToken(baseUrl, token.secret, '/api/v1/me/diary')).status,
		401,
		'a suspended reader’s token stops working',
	)

	const bob = await signUp(client())
	const bobs = await createToken(bob.client)
	assert.equal((await bob.client.request(`/api/account/tokens/${bobs.token.id}`, { method: 'DELETE' })).status, 204)
	assert.equal((await jsonWithToken(baseUrl, bobs.secret, '/api/v1/session')).status, 401, 'revoked at once')
})

test('a token never reaches account, token management, auth or admin routes', async (t) => {
	const { client, db, baseUrl } = await startTestApp(t)
	const ann = await signUp(client())
	await setUserRole(db, ann.username, 'admin')
	const token = await createToken(ann.client, 'read-write')

	for (const [method, path] of [
		['GET', '/api/v1/account/tokens'],
		['POST', '/api/v1/account/tokens'],
		['DELETE', `/api/v1/account/tokens/${token.token.id}`],
		['POST', '/api/v1/account/delete'],
		['GET', '/api/v1/account/export'],
		['POST', '/api/v1/account/email'],
		['POST', '/api/v1/account/password'],
		['POST', '/api/v1/auth/sign-out'],
		['GET', '/api/v1/admin/reports'],
		['PUT', '/api/v1/profile/picture'],
	] as const) {
		const answer = await jsonWithToken(baseUrl, token.secret, path, {
			method,
			json: method === 'GET' ? undefined : { name: 'x', scope: 'read-write', password: 'x' },
		})
		assert.deepEqual([answer.status, answer.body.error.message], [404, `No API route ${method} ${path}`], path)
	}
	// Outside /api/v1 a bearer token is no session at all.
	assert.equal(
		(await jsonWithToken(baseUrl, token.secret, '/api/account/tokens', { json: { name: 'x', scope: 'read' } })).status,
		401,
	)
	assert.equal(
		(await jsonWithToken(baseUrl, token.secret, '/api/account/delete', { json: { password: 'x' } })).status,
		401,
	)
	assert.equal(
		(await jsonWithToken(baseUrl, token.secret, '/api/admin/reports')).status,
		404,
		'as to anyone who is not an administrator',
	)
	assert.equal(
		(await ann.client.json<AccessTokenList & Answer>('/api/account/tokens')).body.tokens.length,
		1,
		'nothing changed',
	)
})

test('a token alone writes from any origin; with a cookie too, another site is refused as before', async (t) => {
	const { client, db, baseUrl } = await startTestApp(t)
	const ann = await signUp(client())
	const book = await addBook(db)
	const token = await createToken(ann.client, 'read-write')
	const fromElsewhere = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' }
	const cookie = [...ann.client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')

	const tokenOnly = await jsonWithToken(baseUrl, token.secret, `/api/v1/books/${book}/shelf`, {
		method: 'PUT',
		json: { status: 'want' },
		headers: fromElsewhere,
	})
	assert.equal(tokenOnly.status, 200)
	const both = await jsonWithToken(baseUrl, token.secret, `/api/v1/books/${book}/shelf`, {
		method: 'DELETE',
		headers: { ...fromElsewhere, cookie },
	})
	assert.deepEqual([both.status, both.body.error.code], [403, 'cross_origin'])
	const cookieOnWebApi = await jsonWithToken(baseUrl, token.secret, `/api/books/${book}/shelf`, {
		method: 'DELETE',
		headers: { ...fromElsewhere, cookie },
	})
	assert.deepEqual(
		[cookieOnWebApi.status, cookieOnWebApi.body.error.code],
		[403, 'cross_origin'],
		'a bearer header opens nothing on the web API',
	)
	assert.equal(
		(await ann.client.json<{ shelf: { status: string } }>(`/api/books/${book}/reading`)).body.shelf.status,
		'want',
	)
})

test('every answer carries the rate limit headers, and over the limit a 429 says when to retry', async (t) => {
	const { client, baseUrl } = await startTestApp(t)
	const ann = await signUp(client())
	const token = await createToken(ann.client)
	const other = await createToken(ann.client)

	const first = await withToken(baseUrl, token.secret, '/api/v1/session')
	assert.equal(first.headers.get('ratelimit-limit'), String(API_RATE_LIMIT.limit))
	assert.equal(first.headers.get('ratelimit-remaining'), String(API_RATE_LIMIT.limit - 1))
	const reset = Number(first.headers.get('ratelimit-reset'))
	assert.ok(reset > 0 && reset <= API_RATE_LIMIT.windowMs / 1000, `reset ${reset}`)
	const missing = await jsonWithToken(baseUrl, token.secret, '/api/v1/entries/nope')
	assert.deepEqual(
		[missing.status, missing.res.headers.get('ratelimit-remaining')],
		[404, String(API_RATE_LIMIT.limit - 2)],
		'errors count and carry them too',
	)

	for (let n = 3; n <= API_RATE_LIMIT.limit; n++)
		await (await withToken(baseUrl, token.secret, '/api/v1/session', { method: 'HEAD' })).arrayBuffer()
	const over = await jsonWithToken(baseUrl, token.secret, '/api/v1/session')
	assert.deepEqual(
		[over.status, over.body.error.code, over.res.headers.get('ratelimit-remaining')],
		[429, 'rate_limited', '0'],
	)
	const retryAfter = Number(over.res.headers.get('retry-after'))
	assert.ok(retryAfter > 0 && retryAfter <= API_RATE_LIMIT.windowMs / 1000, `Retry-After ${retryAfter}`)
	assert.equal((await withToken(baseUrl, other.secret, '/api/v1/session')).status, 200, 'each token has its own window')
	assert.equal((await ann.client.request('/api/me/diary')).status, 200, 'the web app is not limited by the token')
})
