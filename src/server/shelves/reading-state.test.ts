import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ReadingStateResponse } from '../../shared/schemas/shelves.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, signUp } from '../../../tests/support/test-client.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { daysAgo, logRead } from '../../../tests/requests/entry-requests.ts'

type Reading = ReadingStateResponse & Answer

test("a reader's state for a book: the shelf, their own entries newest read first, their progress", async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const bob = await signUp(client())
	const [book, other] = [await addBook(db), await addBook(db, 'Another')]
	await ann.client.json(`/api/books/${book}/progress`, { json: { percent: 30 } })
	const first = await logRead(ann.client, { bookId: book, readOn: daysAgo(400), rating: 4 })
	const reread = await logRead(ann.client, {
		bookId: book,
		readOn: daysAgo(3),
		reread: true,
		review: 'Better the second time',
		visibility: 'private',
	})
	const older = await logRead(ann.client, { bookId: book, readOn: daysAgo(30) })
	await logRead(ann.client, { bookId: other, readOn: daysAgo(1) })
	await logRead(bob.client, { bookId: book, readOn: daysAgo(1), review: "Bob's" })

	const { status, body } = await ann.client.json<Reading>(`/api/books/${book}/reading`)
	assert.equal(status, 200)
	ReadingStateResponse.parse(body)
	assert.equal(body.shelf?.status, 'read', 'logging a read moved it from reading')
	assert.deepEqual(
		body.entries.map((e) => e.id),
		[reread.id, older.id, first.id],
	)
	assert.deepEqual(
		body.entries.map((e) => [e.reader.username, e.rating, e.reread, e.visibility, e.can.edit]),
		[
			['ann', null, true, 'private', true],
			['ann', null, false, 'public', true],
			['ann', 4, false, 'public', true],
		],
	)
	assert.equal(body.entries[0]?.review, 'Better the second time')
	assert.deepEqual(
		body.progress.map((p) => p.percent),
		[30],
	)

	const bobs = (await bob.client.json<Reading>(`/api/books/${book}/reading`)).body
	assert.deepEqual([bobs.entries.length, bobs.progress.length, bobs.shelf?.status], [1, 0, 'read'], 'only his own')
})
