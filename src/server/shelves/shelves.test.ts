import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { ActivityPage } from '../../shared/schemas/activity.ts'
import { ReadingStateResponse, ShelfInput } from '../../shared/schemas/shelves.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'

type Reading = ReadingStateResponse & Answer
const shelve = (client: TestClient, bookId: string, json: ShelfInput | Record<string, unknown>) =>
	client.json<Reading>(`/api/books/${bookId}/shelf`, { method: 'PUT', json })
const unshelve = (client: TestClient, bookId: string) =>
	client.json<Reading>(`/api/books/${bookId}/shelf`, { method: 'DELETE' })
const reading = (client: TestClient, bookId: string) => client.json<Reading>(`/api/books/${bookId}/reading`)
const activity = async (client: TestClient) => ActivityPage.parse((await client.json('/api/me/activity')).body).items

test('a book has one status: set, changed and removed; the date added moves only when the status changes', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const book = await addBook(db)

	const want = await shelve(ann.client, book, { status: 'want' })
	assert.equal(want.status, 200)
	ReadingStateResponse.parse(want.body)
	assert.equal(want.body.shelf?.status, 'want')
	assert.equal(want.body.shelf?.visibility, 'public', 'public when the reader has no default')
	assert.deepEqual((await reading(ann.client, book)).body, want.body)

	await sleep(5)
	const same = await shelve(ann.client, book, { status: 'want' })
	assert.equal(same.body.shelf?.addedAt, want.body.shelf?.addedAt, 're-setting the status keeps the date added')

	await sleep(5)
	const started = await shelve(ann.client, book, { status: 'reading' })
	assert.equal(started.body.shelf?.status, 'reading')
	assert.ok(started.body.shelf!.addedAt > want.body.shelf!.addedAt, 'a new status is a new date added')
	assert.deepEqual(
		(await activity(ann.client)).map((a) => [a.kind, a.details.status, a.book?.id]),
		[
			['shelved', 'reading', book],
			['shelved', 'want', book],
		],
		'one activity per change, none for the repeat',
	)

	const removed = await unshelve(ann.client, book)
	assert.equal(removed.status, 200)
	assert.equal(removed.body.shelf, null)
	assert.equal((await reading(ann.client, book)).body.shelf, null)
	assert.equal((await unshelve(ann.client, book)).status, 200, 'removing twice is fine')
})

test('shelves are per reader, need a session and a book that exists, and refuse bad input by field', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const bob = await signUp(client())
	const book = await addBook(db)
	await shelve(ann.client, book, { status: 'read' })
	assert.equal((await reading(bob.client, book)).body.shelf, null, "Ann's shelf is not Bob's")

	const visitor = client()
	assert.equal((await shelve(visitor, book, { status: 'want' })).status, 401)
	assert.equal((await unshelve(visitor, book)).status, 401)
	assert.equal((await reading(visitor, book)).status, 401)
	assert.equal((await shelve(ann.client, 'no-such-book', { status: 'want' })).status, 404)
	assert.equal((await unshelve(ann.client, 'no-such-book')).status, 404)
	assert.equal((await reading(ann.client, 'no-such-book')).status, 404)

	const bad = await shelve(bob.client, book, { status: 'someday', visibility: 'everyone', colour: 'red' })
	assert.equal(bad.status, 400)
	assert.deepEqual(Object.keys(bad.body.error.fields ?? {}).sort(), ['colour', 'status', 'visibility'])
	assert.equal((await reading(bob.client, book)).body.shelf, null, 'nothing written')
	assert.deepEqual(await activity(bob.client), [])
})

test("shelvings get the reader's default visibility; a moved book keeps its own; an explicit one wins", async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const [first, second] = [await addBook(db, 'First'), await addBook(db, 'Second')]
	assert.equal(
		(await ann.client.json('/api/profile', { method: 'PATCH', json: { entryVisibility: 'friends' } })).status,
		200,
	)

	assert.equal((await shelve(ann.client, first, { status: 'want' })).body.shelf?.visibility, 'friends')
	assert.equal(
		(await shelve(ann.client, second, { status: 'want', visibility: 'private' })).body.shelf?.visibility,
		'private',
	)
	assert.equal(
		(await shelve(ann.client, second, { status: 'reading' })).body.shelf?.visibility,
		'private',
		'moving it does not make it visible',
	)
	const before = (await reading(ann.client, second)).body.shelf
	const opened = await shelve(ann.client, second, { status: 'reading', visibility: 'public' })
	assert.equal(opened.body.shelf?.visibility, 'public')
	assert.equal(opened.body.shelf?.addedAt, before?.addedAt, 'a visibility change is not a new status')
	const items = await activity(ann.client)
	assert.deepEqual(
		items.map((a) => a.details.status),
		['reading', 'want', 'want'],
		'changing only the visibility is no activity',
	)
})

test('shelving the same book several times at once is one shelving and one activity', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const book = await addBook(db)
	const answers = await Promise.all([1, 2, 3, 4].map(() => shelve(ann.client, book, { status: 'want' })))
	assert.deepEqual(
		answers.map((a) => [a.status, a.body.shelf?.status]),
		[
			[200, 'want'],
			[200, 'want'],
			[200, 'want'],
			[200, 'want'],
		],
	)
	assert.deepEqual(
		(await activity(ann.client)).map((a) => a.details.status),
		['want'],
	)
})
