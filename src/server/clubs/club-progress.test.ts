import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { progressPage, readingPosition } from './club-progress.ts'
import { logProgress, shelve } from '../../../tests/requests/club-schedule-requests.ts'

test('a progress update is a page: its own, or its percentage of the pages, rounded down', () => {
	assert.equal(progressPage({ page: 42, percent: null }, 300), 42)
	assert.equal(progressPage({ page: null, percent: 33 }, 300), 99)
	assert.equal(progressPage({ page: null, percent: 33 }, null), null, 'no pages to take a share of')
	assert.equal(progressPage(null, 300), null)
})

test("a reader's position is their newest update, or finished once the book is on their 'read' shelf", async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const book = await addBook(db)
	assert.deepEqual(await readingPosition(db, ann.user.id, book, 300), { page: null, finished: false })
	await logProgress(ann.client, book, { page: 30 })
	await sleep(5)
	await logProgress(ann.client, book, { percent: 50 })
	assert.deepEqual(
		await readingPosition(db, ann.user.id, book, 300),
		{ page: 152, finished: false },
		"half of the book's 304 pages",
	)
	await shelve(ann.client, book, 'read')
	assert.deepEqual(await readingPosition(db, ann.user.id, book, 300), { page: null, finished: true })
})
