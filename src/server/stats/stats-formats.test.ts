import assert from 'node:assert/strict'
import { test } from 'node:test'
import { EditionResponse } from '../../shared/schemas/editions.ts'
import { StatsResponse } from '../../shared/schemas/stats.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'

test('stats count pages by format and audiobooks in listening minutes: the read’s length, else its edition’s, else the book’s', async (t) => {
	const { db, client } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const sabriel = await addBook(db, 'Sabriel', { pageCount: 304 })
	const lirael = await addBook(db, 'Lirael', { pageCount: 705 })
	const addEdition = async (bookId: string, json: object) =>
		EditionResponse.parse((await ann.client.json(`/api/books/${bookId}/editions`, { json })).body).edition
	const audio = await addEdition(sabriel, { format: 'audiobook', audioMinutes: 690 })
	const hardcover = await addEdition(lirael, { format: 'print', pageCount: 720 })

	await logRead(ann.client, { bookId: sabriel, readOn: '2026-01-05' }) // print, the book's 304 pages
	await logRead(ann.client, { bookId: sabriel, readOn: '2026-02-05', editionId: audio.id }) // audiobook, 690 min
	await logRead(ann.client, { bookId: sabriel, readOn: '2026-03-05', format: 'audiobook', audioMinutes: 600 }) // 600 min
	await logRead(ann.client, { bookId: lirael, readOn: '2026-04-05', editionId: hardcover.id }) // print, 720 pages
	await logRead(ann.client, { bookId: lirael, readOn: '2026-05-05', format: 'ebook', pageCount: 650 }) // e-book, 650

	const stats = StatsResponse.parse((await ann.client.json('/api/users/ann/stats?year=2026')).body)
	assert.deepEqual(stats.formats, {
		print: { reads: 2, pages: 1024 },
		ebook: { reads: 1, pages: 650 },
		audiobook: { reads: 2, minutes: 1290 },
	})
	assert.equal(stats.totals.pages, 1674, 'pages are print and e-book pages; listening adds none')
	assert.equal(stats.totals.reads, 5)
	assert.equal(stats.totals.books, 2)
	assert.deepEqual(
		stats.timeline.points.slice(0, 5).map((p) => p.pages),
		[304, 0, 0, 720, 650],
	)
})
