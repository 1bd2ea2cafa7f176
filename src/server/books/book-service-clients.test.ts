import assert from 'node:assert/strict'
import { createServer } from 'node:net'
import { test } from 'node:test'
import { sharedData, startBookServiceReplay } from '../../../tests/support/book-service-replay.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { searchBooks } from './book-search.ts'
import { BookServiceError, type ServiceOptions } from './book-service.ts'
import { googleBooksClient } from './google-books-client.ts'
import { openLibraryClient } from './open-library-client.ts'
import type { BookInput } from './upsert-book.ts'
import { upsertBook } from './upsert-book.ts'

// Short retries, and a deadline that a loopback answer meets even on a loaded test machine (500 ms was missed at
// load 12 by the very first answer); the slow answer below is held well past it.
const fast = { timeoutMs: 2_000, backoffMs: 5 }
const ids = (book: BookInput | null) => book?.identifiers.map((i) => `${i.scheme}:${i.value}`) ?? []

test('Google Books: every recorded response maps to our model', async (t) => {
	if (!sharedData(t, 'google-books')) return
	const replay = await startBookServiceReplay(t)
	const google = googleBooksClient({ baseUrl: replay.googleUrl, ...fast })

	const readyPlayerOne = await google.lookUpIsbn('9780099560432')
	assert.equal(readyPlayerOne?.title, 'Ready Player One')
	assert.equal(readyPlayerOne?.publishedDate, '2012', 'a year alone stays a year')
	assert.ok(ids(readyPlayerOne).includes('isbn13:9780099560432'))
	const foundation = await google.lookUpIsbn('9780008117498')
	assert.equal(foundation?.pageCount, null, 'pageCount 0 means unknown')
	assert.equal(foundation?.publishedDate, '2016-09-19')
	const gibbs = await google.lookUpIsbn('9780918024565')
	assert.equal(gibbs?.coverSourceUrl, null, 'no imageLinks')
	assert.ok((await google.lookUpIsbn('9780141049199'))?.title)

	const scans = await google.searchByText('pnJZAAAAcAAJ', 10)
	assert.equal(scans.length, 6)
	assert.deepEqual(
		scans.map((b) => b.identifiers.map((i) => i.scheme).join(' ')),
		['google', 'google isbn10 isbn13', 'google isbn10 isbn13', 'google', 'google isbn10 isbn13', 'google'],
		'OTHER identifiers (BL:…, BSB:…) are not ours; ISBN-10 and ISBN-13 of one book are listed once each',
	)
	assert.ok(
		scans.some((b) => b.authors.length === 0),
		'a volume without authors',
	)
	assert.ok(
		scans.some((b) => b.pageCount === null),
		'a volume without pageCount',
	)
	assert.equal(scans.filter((b) => b.coverSourceUrl === null).length, 3)

	assert.deepEqual(
		(await google.searchByText('harry potter', 10)).map((b) => b.language),
		['fr'],
	)
	assert.ok(ids((await google.searchByText('batman', 10))[0] ?? null).includes('isbn13:9781401216672'))
	const volume = await google.fetchById('BMusAgAAQBAJ')
	assert.equal(volume?.title, 'Human Security, Transnational Crime and Human Trafficking')
	assert.ok(ids(volume).includes('isbn10:1136832939'))
	assert.match(volume?.coverSourceUrl ?? '', /^https:/, 'covers are fetched over https')
	assert.equal(replay.requests.filter((r) => r.startsWith('/google')).length, 8)
})

test('Open Library: every recorded response maps to our model', async (t) => {
	if (!sharedData(t, 'open-library/api')) return
	const replay = await startBookServiceReplay(t)
	const ol = openLibraryClient({ baseUrl: replay.openLibraryUrl, ...fast })

	const edition = await ol.fetchById('OL22951843M')
	assert.equal(edition?.title, 'Sabriel')
	assert.equal(edition?.pageCount, 491)
	assert.ok(ids(edition).includes('goodreads:518848'))
	assert.ok(ids(edition).includes('olWork:OL15832982W'))
	const markdown = await ol.fetchById('OL36884359M')
	assert.match(markdown?.description ?? '', /^>"She didn't choose her garden"/, 'Markdown is kept as written')

	const work = await ol.fetchById('OL15832982W')
	assert.equal(work?.description, 'First in the Old Kingdom/Abhorsen series.')
	assert.equal(work?.publishedDate, '1995')
	assert.ok(work?.subjects.includes('Fantasy'))
	assert.ok(ids(work).includes('isbn10:0060273224'), 'ISBNs come from the editions')

	const [timeWar, second] = await ol.searchByText('time war', 10)
	assert.equal(timeWar?.title, 'This Is How You Lose the Time War')
	assert.deepEqual(timeWar?.authors, [
		{ name: 'Amal El-Mohtar', olKey: 'OL7313207A' },
		{ name: 'Max Gladstone', olKey: 'OL7129451A' },
	])
	assert.equal(timeWar?.publishedDate, '2019')
	assert.ok(second)

	const french = await ol.lookUpIsbn('9782070427796')
	assert.equal(french?.title, 'Les ombres errantes')
	assert.deepEqual(french?.authors, [{ name: 'Pascal Quignard', olKey: 'OL269675A' }])
	assert.ok(
		ids(french).includes('isbn13:9782070427796'),
		'the ISBN asked for, though the record lists only its ISBN-10',
	)
	assert.equal(new Set(replay.requests).size, 6)
})

test('no results, unknown ids, 500s, retries, timeouts, malformed JSON and an unreachable service', async (t) => {
	const replay = await startBookServiceReplay(t)
	const google = googleBooksClient({ baseUrl: replay.googleUrl, ...fast })
	const ol = openLibraryClient({ baseUrl: replay.openLibraryUrl, ...fast })
	assert.deepEqual(await google.searchByText('no such book anywhere', 10), [])
	assert.deepEqual(await ol.searchByText('no such book anywhere', 10), [])
	assert.equal(await ol.lookUpIsbn('9780000000002'), null)
	assert.equal(await google.fetchById('unknown-volume'), null)
	assert.equal(await ol.fetchById('not an id'), null)

	replay.misbehave('/google/volumes?q=flaky', { status: 503, times: 2 })
	assert.deepEqual(await google.searchByText('flaky', 10), [], 'two 503s, then an answer')
	assert.equal(replay.requests.filter((r) => r === '/google/volumes?q=flaky').length, 3)

	replay.misbehave('/google/volumes?q=down', { status: 500 })
	await assert.rejects(
		google.searchByText('down', 10),
		(e: BookServiceError) => e.service === 'Google Books' && /answered 500/.test(e.message),
	)
	assert.equal(replay.requests.filter((r) => r === '/google/volumes?q=down').length, 3, 'the first try and two retries')

	replay.misbehave('/openlibrary/search.json?q=slow', { delayMs: 8_000 })
	await assert.rejects(ol.searchByText('slow', 10), /Open Library did not answer within 2000 ms/)
	replay.misbehave('/openlibrary/search.json?q=garbled', { body: '{"docs": [' })
	await assert.rejects(ol.searchByText('garbled', 10), /not valid JSON/)
	replay.misbehave('/google/volumes?q=odd', { body: '["not", "volumes"]' })
	await assert.rejects(google.searchByText('odd', 10), /unexpected shape/)

	const closed = createServer()
	await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
	const { port } = closed.address() as { port: number }
	await new Promise((resolve) => closed.close(resolve))
	const nowhere: ServiceOptions = { baseUrl: `http://127.0.0.1:${port}`, ...fast }
	await assert.rejects(openLibraryClient(nowhere).lookUpIsbn('9780099560432'), /Open Library could not be reached/)
})

test('a book once fetched is in our catalogue: searchable locally and merged when seen again', async (t) => {
	if (!sharedData(t, 'google-books')) return
	const replay = await startBookServiceReplay(t)
	const { db } = await startTestApp(t)
	const google = googleBooksClient({ baseUrl: replay.googleUrl, ...fast })
	const first = await upsertBook(db, (await google.lookUpIsbn('9780099560432'))!)
	const again = await upsertBook(db, (await google.lookUpIsbn('9780099560432'))!)
	assert.deepEqual(again, { bookId: first.bookId, outcome: 'unchanged' })
	assert.deepEqual((await searchBooks(db, 'ready player', { page: 1, limit: 5 })).bookIds, [first.bookId])
})
