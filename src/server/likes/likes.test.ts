import assert from 'node:assert/strict'
import { test } from 'node:test'
import { EntryResponse } from '../../shared/schemas/entries.ts'
import { EntryLikeResponse } from '../../shared/schemas/likes.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'
import { like, said, unlike, unread } from '../../../tests/requests/social-requests.ts'

test('a like is counted once, shown on the entry for the viewer, and taken back once', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const entry = await logRead(ann.client, { bookId: await addBook(db), readOn: '2026-01-02', review: 'Cold and kind' })
	assert.equal(entry.likeCount, 0)
	assert.equal(entry.likedByViewer, false)
	const liked = await like(bob.client, entry.id)
	assert.equal(liked.status, 200)
	assert.deepEqual(EntryLikeResponse.parse(liked.body), { likeCount: 1, likedByViewer: true })
	assert.deepEqual(
		(await like(bob.client, entry.id)).body,
		{ likeCount: 1, likedByViewer: true },
		'liking again changes nothing',
	)
	assert.deepEqual((await like(cat.client, entry.id)).body, { likeCount: 2, likedByViewer: true })
	assert.deepEqual(
		(await like(ann.client, entry.id)).body,
		{ likeCount: 3, likedByViewer: true },
		'the owner may like their own entry',
	)
	const seen = async (viewer: TestClient) =>
		EntryResponse.parse((await viewer.json<EntryResponse>(`/api/entries/${entry.id}`)).body).entry
	assert.deepEqual([(await seen(bob.client)).likeCount, (await seen(bob.client)).likedByViewer], [3, true])
	assert.deepEqual(
		[(await seen(client())).likeCount, (await seen(client())).likedByViewer],
		[3, false],
		'a visitor sees the count',
	)
	assert.equal((await seen(ann.client)).liked, false, "the reader's own mark for the book is another thing")
	assert.deepEqual((await unlike(bob.client, entry.id)).body, { likeCount: 2, likedByViewer: false })
	assert.deepEqual(
		(await unlike(bob.client, entry.id)).body,
		{ likeCount: 2, likedByViewer: false },
		'unliking twice is fine',
	)
	assert.equal((await like(bob.client, 'no-such-entry')).status, 404)
})

test("a new like tells the entry's owner once; unliking takes the notification back; own likes tell nobody", async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const entry = await logRead(ann.client, { bookId: await addBook(db), readOn: '2026-01-02' })
	await like(ann.client, entry.id)
	assert.deepEqual(await said(ann.client), [], 'liking your own entry is no news')
	await like(bob.client, entry.id)
	await like(bob.client, entry.id)
	assert.deepEqual(await said(ann.client), [`entry_liked by ${bob.username}`])
	assert.equal(await unread(ann.client), 1)
	await unlike(bob.client, entry.id)
	assert.deepEqual(await said(ann.client), [])
	assert.equal(await unread(ann.client), 0)
})

test('the like counts come with every listed entry: the book page and the diary', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const bookId = await addBook(db)
	const first = await logRead(ann.client, { bookId, readOn: '2026-01-01', review: 'First time' })
	const second = await logRead(ann.client, { bookId, readOn: '2026-02-01', review: 'Again', reread: true })
	await like(bob.client, second.id)
	await like(ann.client, second.id)
	const counts = (entries: { id: string; likeCount: number; likedByViewer: boolean }[]) =>
		Object.fromEntries(entries.map((e) => [e.id, [e.likeCount, e.likedByViewer]]))
	const expected = { [first.id]: [0, false], [second.id]: [2, true] }
	const book = await bob.client.json<{ entries: EntryResponse['entry'][] } & Answer>(`/api/books/${bookId}/entries`)
	assert.deepEqual(counts(book.body.entries), expected)
	const diary = await ann.client.json<{ entries: EntryResponse['entry'][] } & Answer>('/api/me/diary')
	assert.deepEqual(counts(diary.body.entries), expected)
})
