import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { ActivityPage } from '../../shared/schemas/activity.ts'
import { PROGRESS_NOTE_MAX, ProgressMessages, ReadingStateResponse } from '../../shared/schemas/shelves.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'

type Reading = ReadingStateResponse & Answer
const progress = (client: TestClient, bookId: string, json: unknown) =>
	client.json<Reading>(`/api/books/${bookId}/progress`, { json })
const reading = async (client: TestClient, bookId: string) =>
	(await client.json<Reading>(`/api/books/${bookId}/reading`)).body
const activity = async (client: TestClient) => ActivityPage.parse((await client.json('/api/me/activity')).body).items

test('a progress update moves a wanted book to reading and is recorded once, as progress', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const book = await addBook(db)
	await ann.client.json(`/api/books/${book}/shelf`, { method: 'PUT', json: { status: 'want' } })

	const first = await progress(ann.client, book, { page: 42, note: '  Gethen is cold.\r\nVery cold.  ' })
	assert.equal(first.status, 201)
	ReadingStateResponse.parse(first.body)
	assert.equal(first.body.shelf?.status, 'reading')
	assert.deepEqual(
		first.body.progress.map((p) => [p.page, p.percent, p.note, p.visibility]),
		[[42, null, 'Gethen is cold.\nVery cold.', 'public']],
	)
	await sleep(5)
	const second = await progress(ann.client, book, { percent: 50 })
	assert.deepEqual(
		second.body.progress.map((p) => [p.page, p.percent]),
		[
			[null, 50],
			[42, null],
		],
		'newest first',
	)
	assert.equal(second.body.shelf?.addedAt, first.body.shelf?.addedAt, 'already reading: the shelf stays as it was')

	assert.deepEqual(
		(await activity(ann.client)).map((a) => [a.kind, a.book?.id, a.details]),
		[
			['progress', book, { page: null, percent: 50, note: '' }],
			['progress', book, { page: 42, percent: null, note: 'Gethen is cold.\nVery cold.' }],
			['shelved', book, { status: 'want' }],
		],
		'moving to reading is said by the progress itself',
	)
})

test('the reading state shows the latest five progress updates; a new book gets the default visibility', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const book = await addBook(db)
	await ann.client.json('/api/profile', { method: 'PATCH', json: { entryVisibility: 'private' } })
	for (const page of [10, 20, 30, 40, 50, 60]) {
		assert.equal((await progress(ann.client, book, { page })).status, 201)
		await sleep(2)
	}
	const state = await reading(ann.client, book)
	assert.deepEqual(
		state.progress.map((p) => p.page),
		[60, 50, 40, 30, 20],
	)
	assert.equal(state.shelf?.status, 'reading')
	assert.equal(state.shelf?.visibility, 'private')
	assert.ok(state.progress.every((p) => p.visibility === 'private'))
	assert.equal(
		(await progress(ann.client, book, { page: 70, visibility: 'friends' })).body.progress[0]?.visibility,
		'friends',
	)
})

test('bad progress is refused naming the field, and nothing is written', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const book = await addBook(db, 'Short', { pageCount: 120 })
	const unknownLength = await addBook(db, 'Unknown length', { pageCount: null })
	const cases: [unknown, Record<string, string>][] = [
		[{ page: 10, percent: 10 }, { page: ProgressMessages.oneMeasure }],
		[{ note: 'nothing measured' }, { page: ProgressMessages.oneMeasure }],
		[{ page: 121 }, { page: ProgressMessages.pageBeyondBook }],
		[{ page: -1 }, { page: ProgressMessages.page }],
		[{ page: 2.5 }, { page: ProgressMessages.page }],
		[{ percent: 101 }, { percent: ProgressMessages.percent }],
		[{ percent: '50' }, { percent: ProgressMessages.percent }],
		[{ percent: 5, note: 'x'.repeat(PROGRESS_NOTE_MAX + 1) }, { note: ProgressMessages.noteTooLong }],
		[{ percent: 5, note: 'hidden\u202Etext' }, { note: ProgressMessages.controlCharacters }],
		[{ percent: 5, visibility: 'everyone' }, { visibility: 'Choose who can see this: public, friends or only me' }],
		[{ percent: 5, status: 'read' }, { status: ProgressMessages.unknownField }],
	]
	for (const [json, fields] of cases) {
		const { status, body } = await progress(ann.client, book, json)
		assert.equal(status, 400, JSON.stringify(json))
		assert.deepEqual(body.error.fields, fields, JSON.stringify(json))
	}
	assert.deepEqual(await reading(ann.client, book), { shelf: null, entries: [], progress: [] }, 'nothing written')
	assert.deepEqual(await activity(ann.client), [])

	assert.equal((await progress(ann.client, book, { page: 120 })).status, 201, 'the last page is fine')
	assert.equal(
		(await progress(ann.client, unknownLength, { page: 5000 })).status,
		201,
		'any page when the length is unknown',
	)
	assert.equal((await progress(ann.client, 'no-such-book', { page: 1 })).status, 404)
	assert.equal((await progress(client(), book, { page: 1 })).status, 401)
})
