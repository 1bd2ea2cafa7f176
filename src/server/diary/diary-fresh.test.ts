import assert from 'node:assert/strict'
import { join } from 'node:path'
import { test } from 'node:test'
import { BookEntriesResponse, DiaryResponse, EntryPage } from '../../shared/schemas/entries.ts'
import { addBook, addEntry } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { createApp } from '../app.ts'
import { logRead, patchEntry } from '../../../tests/requests/entry-requests.ts'
import { createStorage } from '../storage/create-storage.ts'

// Each server keeps a reader's diary and review pages (decision 0012). These tests look, change something, and
// look again at once: through the API, straight in the database, and through a second server on the same
// database, whose writes this server hears of only through the database's counters.

const diary = async (client: TestClient, query = '') =>
	DiaryResponse.parse((await client.json(`/api/me/diary${query}`)).body)
const reviews = async (client: TestClient) => EntryPage.parse((await client.json('/api/me/reviews')).body)

test('the diary and Your reviews show each change to the reader’s entries, likes and name at once', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const first = await logRead(ann.client, { bookId, readOn: '2025-06-01', review: 'First' })
	assert.deepEqual(
		(await diary(ann.client)).entries.map((e) => e.review),
		['First'],
	)
	assert.deepEqual(
		(await reviews(ann.client)).entries.map((e) => e.review),
		['First'],
	)

	const second = await logRead(ann.client, { bookId, readOn: '2026-01-02', review: 'Second' })
	assert.deepEqual(
		(await diary(ann.client)).entries.map((e) => e.id),
		[second.id, first.id],
		'a new read through the API',
	)
	assert.deepEqual((await diary(ann.client)).years, [2026, 2025])
	await patchEntry(ann.client, first.id, { review: 'First, edited' })
	assert.deepEqual(
		(await reviews(ann.client)).entries.map((e) => e.review),
		['First, edited', 'Second'],
		'an edit through the API',
	)

	await db
		.updateTable('entry')
		.set({ review: 'Second, elsewhere', updatedAt: new Date(Date.now() + 60_000).toISOString() })
		.where('id', '=', second.id)
		.execute()
	assert.deepEqual(
		(await reviews(ann.client)).entries.map((e) => e.review),
		['Second, elsewhere', 'First, edited'],
		'an edit another server made',
	)
	assert.equal((await diary(ann.client)).entries[0]?.review, 'Second, elsewhere')

	assert.equal((await bob.client.request(`/api/entries/${first.id}/like`, { method: 'POST' })).status, 200)
	assert.deepEqual(
		(await diary(ann.client)).entries.map((e) => [e.likeCount, e.likedByViewer]),
		[
			[0, false],
			[1, false],
		],
		"another reader's like",
	)
	await db
		.insertInto('entryLike')
		.values({ userId: ann.user.id, entryId: second.id, createdAt: new Date().toISOString() })
		.execute()
	assert.deepEqual(
		(await reviews(ann.client)).entries.map((e) => [e.likeCount, e.likedByViewer]),
		[
			[1, true],
			[1, false],
		],
		'her own like, elsewhere',
	)

	assert.equal((await ann.client.json('/api/profile', { method: 'PATCH', json: { name: 'Ann Renamed' } })).status, 200)
	assert.deepEqual(
		(await diary(ann.client)).entries.map((e) => e.reader.name),
		['Ann Renamed', 'Ann Renamed'],
		'her new name',
	)

	await db.deleteFrom('entry').where('id', '=', second.id).execute()
	const afterDelete = await diary(ann.client)
	assert.deepEqual(
		[afterDelete.entries.map((e) => e.id), afterDelete.years],
		[[first.id], [2025]],
		'deleted elsewhere, and its year with it',
	)
	const added = await addEntry(db, {
		userId: ann.user.id,
		bookId,
		review: 'Logged elsewhere',
		createdAt: new Date('2024-03-03T10:00:00.000Z'),
	})
	assert.deepEqual(
		(await diary(ann.client, '?year=2024')).entries.map((e) => e.id),
		[added],
		'logged elsewhere',
	)
	assert.deepEqual((await diary(bob.client)).entries, [], "a reader's pages are only ever their own")
})

test('two servers on one database: a write through either shows on the other at its next answer', async (t) => {
	const { db, client, config, auth, dataDir, baseUrl } = await startTestApp(t)
	const other = createApp({ config, db, auth, storage: createStorage(config), webDir: join(dataDir, 'web') })
	const bookId = await addBook(db)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	/** Asks the second server, with the reader's cookie, as a browser sent there by a load balancer would. */
	const there = async (
		reader: { client: TestClient },
		path: string,
		init: { method?: string; json?: unknown } = {},
	) => {
		const cookie = [...reader.client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
		const body = init.json === undefined ? undefined : JSON.stringify(init.json)
		const headers = { cookie, ...(body ? { 'content-type': 'application/json' } : {}) }
		return other.fetch(
			new Request(new URL(path, baseUrl), { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }),
		)
	}
	const entry = await logRead(ann.client, { bookId, readOn: '2026-01-01', review: 'Here' })
	const onOther = async (path: string) => (await (await there(ann, path)).json()) as unknown
	assert.equal(DiaryResponse.parse(await onOther('/api/me/diary')).entries[0]?.review, 'Here')
	assert.equal(BookEntriesResponse.parse(await onOther(`/api/books/${bookId}/entries`)).entries[0]?.likeCount, 0)

	assert.equal(
		(await ann.client.json(`/api/entries/${entry.id}`, { method: 'PATCH', json: { review: 'Changed here' } })).status,
		200,
	)
	assert.equal((await bob.client.request(`/api/entries/${entry.id}/like`, { method: 'POST' })).status, 200)
	assert.equal(
		DiaryResponse.parse(await onOther('/api/me/diary')).entries[0]?.review,
		'Changed here',
		'the other server shows the edit',
	)
	assert.equal(
		BookEntriesResponse.parse(await onOther(`/api/books/${bookId}/entries`)).entries[0]?.likeCount,
		1,
		'and the like',
	)

	assert.equal((await there(bob, `/api/entries/${entry.id}/like`, { method: 'DELETE' })).status, 200)
	assert.equal(
		(await there(ann, `/api/entries/${entry.id}`, { method: 'PATCH', json: { visibility: 'private' } })).status,
		200,
	)
	assert.deepEqual(
		(await diary(ann.client)).entries.map((e) => [e.visibility, e.likeCount]),
		[['private', 0]],
		'this server shows what the other wrote',
	)
	const forBob = BookEntriesResponse.parse((await bob.client.json(`/api/books/${bookId}/entries`)).body)
	assert.deepEqual([forBob.entries, forBob.ratings.count], [[], 0])
})
