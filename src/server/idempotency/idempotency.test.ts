import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sql } from 'kysely'
import type { ListPage } from '../../shared/schemas/lists.ts'
import type { ReadingStateResponse } from '../../shared/schemas/shelves.ts'
import { IdempotencyMessages } from '../../shared/schemas/idempotency.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { onPostgres, startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, signUp, type TestClient } from '../../../tests/support/test-client.ts'

const today = new Date().toISOString().slice(0, 10)

/** A POST with an Idempotency-Key, as a retrying client sends it. */
async function send(client: TestClient, path: string, key: string, json: unknown) {
	const res = await client.request(path, { json, headers: { 'Idempotency-Key': key } })
	return { status: res.status, replayed: res.headers.get('idempotent-replayed'), text: await res.text() }
}
const body = (answer: { text: string }) =>
	JSON.parse(answer.text) as Answer & { entry: { id: string }; list: { id: string; items: unknown[] } }

async function readingOf(client: TestClient, bookId: string) {
	return (await client.json<ReadingStateResponse>(`/api/books/${bookId}/reading`)).body
}
async function listCount(client: TestClient) {
	return (await client.json<ListPage>('/api/me/lists')).body.lists.length
}

test('a retried create with the same key gets the first answer again and writes nothing more', async (t) => {
	const { db, client } = await startTestApp(t)
	const { client: reader } = await signUp(client())
	const bookId = await addBook(db)
	const read = { bookId, readOn: today, rating: 4, review: 'Twice told, once written.' }

	const first = await send(reader, '/api/entries', 'log-1', read)
	assert.equal(first.status, 201, first.text)
	assert.equal(first.replayed, null)
	const again = await send(reader, '/api/entries', 'log-1', read)
	assert.equal(again.status, 201)
	assert.equal(again.replayed, 'true')
	assert.equal(again.text, first.text)
	const reading = await readingOf(reader, bookId)
	assert.deepEqual(
		reading.entries.map((e) => e.id),
		[body(first).entry.id],
	)
	assert.equal(reading.shelf?.status, 'read')

	const list = await send(reader, '/api/lists', 'list-1', { name: 'Winter' })
	assert.equal((await send(reader, '/api/lists', 'list-1', { name: 'Winter' })).replayed, 'true')
	const item = await send(reader, `/api/lists/${body(list).list.id}/items`, 'item-1', { bookId })
	const itemAgain = await send(reader, `/api/lists/${body(list).list.id}/items`, 'item-1', { bookId })
	assert.deepEqual([item.status, itemAgain.status, itemAgain.replayed], [201, 201, 'true'])
	assert.equal(await listCount(reader), 1)
})

test('the same key with another body or path is a 422 naming the key; a key is 1 to 100 visible characters', async (t) => {
	const { db, client } = await startTestApp(t)
	const { client: reader } = await signUp(client())
	const bookId = await addBook(db)
	assert.equal((await send(reader, '/api/lists', 'k', { name: 'Autumn' })).status, 201)

	for (const [path, json] of [
		['/api/lists', { name: 'Spring' }],
		['/api/entries', { bookId, readOn: today }],
	] as const) {
		const reused = await send(reader, path, 'k', json)
		assert.equal(reused.status, 422)
		assert.deepEqual(body(reused).error.fields, { 'Idempotency-Key': IdempotencyMessages.reused })
	}
	for (const key of ['', ' spaced key', 'x'.repeat(101), 'clé']) {
		const res = await reader.request('/api/lists', { json: { name: 'Bad key' }, headers: { 'Idempotency-Key': key } })
		assert.equal(res.status, 400, key)
		assert.deepEqual(((await res.json()) as Answer).error.fields, { 'Idempotency-Key': IdempotencyMessages.invalid })
	}
	assert.equal(await listCount(reader), 1)
})

test('a failed request stores nothing, so its key can carry the corrected request', async (t) => {
	const { db, client } = await startTestApp(t)
	const { client: reader } = await signUp(client())
	const bookId = await addBook(db)
	const list = body(await send(reader, '/api/lists', 'list', { name: 'Short', maxItems: 1 }))
	assert.equal((await send(reader, `/api/lists/${list.list.id}/items`, 'add', { bookId })).status, 201)
	// Full: the list's own check fails inside the request's transaction, which then writes nothing at all.
	const other = await addBook(db, 'Another book')
	assert.equal((await send(reader, `/api/lists/${list.list.id}/items`, 'full', { bookId: other })).status, 409)

	const missing = await send(reader, '/api/entries', 'fix-me', { bookId: 'no-such-book', readOn: today })
	assert.equal(missing.status, 404)
	const fixed = await send(reader, '/api/entries', 'fix-me', { bookId, readOn: today })
	assert.deepEqual([fixed.status, fixed.replayed], [201, null])
	assert.equal((await readingOf(reader, bookId)).entries.length, 1)
})

test('a retry while the first request is still running is a 409, and the first still succeeds', async (t) => {
	const { db, client } = await startTestApp(t)
	const { client: reader, user } = await signUp(client())
	const bookId = await addBook(db)
	const read = { bookId, readOn: today }
	// The session is now in this server's cache for a few seconds, so the requests below reach the key check
	// without the database.
	await readingOf(reader, bookId)
	let release = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	// Should the second request wait after all, the test fails on the statuses rather than hang.
	const fallback = setTimeout(() => release(), 5000)
	// Holds up the first request: on SQLite by holding the one connection, on PostgreSQL by locking the reader's
	// row, which the entry's foreign key check must share.
	const holder = db.transaction().execute(async (trx) => {
		if (onPostgres) await sql`select 1 from "user" where "id" = ${user.id} for update`.execute(trx)
		await held
	})
	const first = send(reader, '/api/entries', 'slow', read)
	await new Promise((resolve) => setTimeout(resolve, 300))
	const second = await send(reader, '/api/entries', 'slow', read)
	release()
	clearTimeout(fallback)
	await holder
	const statuses = [(await first).status, second.status].sort()
	assert.deepEqual(statuses, [201, 409])
	const refused = (await first).status === 409 ? await first : second
	assert.deepEqual(body(refused).error.fields, { 'Idempotency-Key': IdempotencyMessages.inUse })
	assert.equal((await readingOf(reader, bookId)).entries.length, 1)
	assert.equal((await send(reader, '/api/entries', 'slow', read)).replayed, 'true')
})

test('keys are per reader, and a key expires after a day', async (t) => {
	const { db, client } = await startTestApp(t)
	const [a, b] = [await signUp(client()), await signUp(client())]
	const bookId = await addBook(db)
	const read = { bookId, readOn: today }
	const fromA = await send(a.client, '/api/entries', 'shared-key', read)
	const fromB = await send(b.client, '/api/entries', 'shared-key', read)
	assert.deepEqual([fromA.status, fromB.status, fromB.replayed], [201, 201, null])
	assert.notEqual(body(fromA).entry.id, body(fromB).entry.id)

	// A day on: the stored answer is past its expiry, written back as the clock would have it.
	await db
		.updateTable('idempotencyKey')
		.set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
		.where('userId', '=', a.user.id)
		.execute()
	const later = await send(a.client, '/api/entries', 'shared-key', read)
	assert.deepEqual([later.status, later.replayed], [201, null])
	assert.notEqual(body(later).entry.id, body(fromA).entry.id)
	assert.equal((await readingOf(a.client, bookId)).entries.length, 2)
	const keys = await db.selectFrom('idempotencyKey').select('key').where('userId', '=', a.user.id).execute()
	assert.deepEqual(keys, [{ key: 'shared-key' }], 'the expired answer made room for the new one')
})

test('follows and comments replay too; a key is ignored without a session and on GET', async (t) => {
	const { db, client } = await startTestApp(t)
	const [a, b] = [await signUp(client()), await signUp(client())]
	const bookId = await addBook(db)
	const follow = await send(a.client, `/api/users/${b.username}/follow`, 'f', {})
	const followAgain = await send(a.client, `/api/users/${b.username}/follow`, 'f', {})
	assert.deepEqual(
		[follow.status, followAgain.status, followAgain.replayed, followAgain.text],
		[200, 200, 'true', follow.text],
	)

	const entry = body(await send(b.client, '/api/entries', 'e', { bookId, readOn: today, visibility: 'public' }))
	const comment = await send(a.client, `/api/entries/${entry.entry.id}/comments`, 'c', { body: 'Loved it.' })
	const commentAgain = await send(a.client, `/api/entries/${entry.entry.id}/comments`, 'c', { body: 'Loved it.' })
	assert.deepEqual([comment.status, commentAgain.replayed, commentAgain.text], [201, 'true', comment.text])

	const visitor = client()
	assert.equal((await send(visitor, '/api/lists', 'anon', { name: 'Nope' })).status, 401)
	const got = await a.client.request(`/api/books/${bookId}/reading`, { headers: { 'Idempotency-Key': 'get' } })
	assert.deepEqual([got.status, got.headers.get('idempotent-replayed')], [200, null])
})
