import assert from 'node:assert/strict'
import { test, type TestContext } from 'node:test'
import { AuthorResponse, BookResponse, BookSearchResponse } from '../../shared/schemas/books.ts'
import { sharedData, startBookServiceReplay } from '../../../tests/support/book-service-replay.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { upsertBook } from './upsert-book.ts'

async function start(t: TestContext, timeoutMs = 1000) {
	const replay = await startBookServiceReplay(t)
	const app = await startTestApp(t, replay.env(timeoutMs))
	const search = async (query: string) => {
		const { status, body } = await app.client().json<unknown>(`/api/books/search?${query}`)
		assert.equal(status, 200, JSON.stringify(body))
		return BookSearchResponse.parse(body)
	}
	return { ...app, replay, search }
}

const addLocal = (db: Awaited<ReturnType<typeof start>>['db'], title: string, goodreads: string) =>
	upsertBook(db, {
		title,
		identifiers: [{ scheme: 'goodreads', value: goodreads }],
		authors: [{ name: 'J.K. Rowling' }],
		subjects: [],
	})

test('many local matches: the services are not asked', async (t) => {
	const { db, replay, search } = await start(t)
	for (let i = 1; i <= 6; i++) await addLocal(db, `Harry Potter Part ${i}`, String(i))
	const page = await search('q=harry+potter&limit=5')
	assert.equal(page.results.length, 5)
	assert.equal(page.hasMore, true)
	assert.deepEqual(page.serviceNotes, [])
	assert.deepEqual(replay.requests, [])
	const second = await search('q=harry+potter&limit=5&page=2')
	assert.deepEqual({ results: second.results.length, hasMore: second.hasMore }, { results: 1, hasMore: false })
})

test('few local matches: local results first, then books from the services, which are ours from then on', async (t) => {
	if (!sharedData(t, 'google-books')) return
	const { db, client, replay, search } = await start(t)
	const local = await addLocal(db, 'Harry Potter and the Cursed Child', '29056083')
	const page = await search('q=harry+potter')
	assert.equal(page.results[0]?.id, local.bookId)
	assert.deepEqual(
		page.results.slice(1).map((b) => b.title),
		['Harry Potter: La Collection Complète (1-7)'],
	)
	assert.deepEqual(page.serviceNotes, [])
	assert.deepEqual(replay.requests.sort(), [
		'/google/volumes?q=harry potter',
		'/openlibrary/search.json?q=harry potter',
	])

	const fetched = page.results[1]!
	const { status, body } = await client().json<unknown>(`/api/books/${fetched.id}`)
	assert.equal(status, 200)
	assert.equal(BookResponse.parse(body).book.language, 'fr')
	assert.equal(replay.requests.length, 2, 'the book page is served from our catalogue')
})

test('an ISBN nobody has locally is looked up by ISBN at the services', async (t) => {
	if (!sharedData(t, 'google-books')) return
	const { search, replay } = await start(t)
	const page = await search('q=978-0-09-956043-2')
	assert.deepEqual(
		page.results.map((b) => b.title),
		['Ready Player One'],
	)
	assert.ok(replay.requests.includes('/google/volumes?q=isbn:9780099560432'))
	assert.ok(replay.requests.includes('/openlibrary/api/books?bibkeys=ISBN:9780099560432'))
})

test('when services fail, the search still answers 200 with local results and names each failed service', async (t) => {
	// The timeout leaves room for a loaded CI host to answer the quick 500; the slow service stays well past it.
	const { db, replay, search } = await start(t, 1500)
	await addLocal(db, 'Harry Potter and the Cursed Child', '29056083')
	replay.misbehave('/google/', { status: 500 })
	replay.misbehave('/openlibrary/', { delayMs: 4000 })
	const page = await search('q=harry+potter')
	assert.deepEqual(
		page.results.map((b) => b.title),
		['Harry Potter and the Cursed Child'],
	)
	assert.deepEqual(
		page.serviceNotes.sort((a, b) => a.service.localeCompare(b.service)),
		[
			{ service: 'Google Books', message: 'Google Books answered 500', reason: 'failed' },
			{ service: 'Open Library', message: 'Open Library did not answer within 1500 ms', reason: 'failed' },
		],
	)
	const asked = replay.requests.length
	const again = await search('q=harry+potter+cursed')
	assert.equal(again.results.length, 1)
	assert.match(again.serviceNotes[0]?.message ?? '', /failed a moment ago; asking again in \d+ s/)
	assert.equal(replay.requests.length, asked, 'a failed service is left alone for a while')
})

test('bad search parameters are 400s naming the field', async (t) => {
	const { client } = await start(t)
	for (const [query, field] of [
		['', 'q'],
		['q=%20%20', 'q'],
		['q=x&page=0', 'page'],
		['q=x&page=abc', 'page'],
		['q=x&page=201', 'page'],
		['q=x&limit=51', 'limit'],
		['q=x&limit=1.5', 'limit'],
		[`q=${'x'.repeat(201)}`, 'q'],
	]) {
		const { status, body } = await client().json(`/api/books/search?${query}`)
		assert.equal(status, 400, query)
		assert.equal(body.error.code, 'validation_failed')
		assert.ok(body.error.fields?.[field!], `${query}: ${JSON.stringify(body.error.fields)}`)
	}
})

test('a book with its authors, identifiers, subjects and series; an author with their books; 404s as JSON', async (t) => {
	const { db, client } = await start(t)
	const { bookId } = await upsertBook(db, {
		title: 'The Fellowship of the Ring',
		seriesName: 'The Lord of the Rings',
		seriesNumber: '1',
		publishedDate: '1954-07-29',
		pageCount: 423,
		description: '<p>One Ring to rule them all</p>',
		identifiers: [
			{ scheme: 'isbn13', value: '9780547928210' },
			{ scheme: 'isbn10', value: '0547928211' },
		],
		authors: [{ name: 'J.R.R. Tolkien' }],
		subjects: ['Fantasy', 'Quests'],
	})
	await upsertBook(db, {
		title: 'The Hobbit',
		popularity: 10,
		identifiers: [{ scheme: 'goodreads', value: '5907' }],
		authors: [{ name: 'J.R.R. Tolkien' }],
		subjects: [],
	})

	const { status, body } = await client().json<unknown>(`/api/books/${bookId}`)
	assert.equal(status, 200)
	const { book } = BookResponse.parse(body)
	assert.deepEqual(book.series, { name: 'The Lord of the Rings', number: '1' })
	assert.equal(book.description, '<p>One Ring to rule them all</p>', 'kept as text; the UI renders it as text')
	assert.deepEqual(book.identifiers, [
		{ scheme: 'isbn10', value: '0547928211' },
		{ scheme: 'isbn13', value: '9780547928210' },
	])
	assert.deepEqual(book.subjects, ['Fantasy', 'Quests'])
	assert.equal(book.authors[0]?.name, 'J.R.R. Tolkien')

	const author = await client().json<unknown>(`/api/authors/${book.authors[0]!.id}`)
	assert.equal(author.status, 200)
	const parsed = AuthorResponse.parse(author.body)
	assert.equal(parsed.author.sortName, 'Tolkien, J.R.R.')
	assert.deepEqual(
		parsed.books.map((b) => b.title),
		['The Hobbit', 'The Fellowship of the Ring'],
		'most read first',
	)

	for (const path of ['/api/books/no-such-book', '/api/authors/no-such-author']) {
		const missing = await client().json(path)
		assert.equal(missing.status, 404, path)
		assert.equal(missing.body.error.code, 'not_found')
	}
})

test('an ISBN we have is answered locally without asking the services', async (t) => {
	const { db, search, replay } = await start(t)
	await upsertBook(db, {
		title: 'Jane Eyre',
		identifiers: [{ scheme: 'isbn13', value: '9780141441146' }],
		authors: [],
		subjects: [],
	})
	assert.deepEqual(
		(await search('q=0-14-144114-3')).results.map((b) => b.title),
		['Jane Eyre'],
	)
	assert.deepEqual(replay.requests, [])
})

test('each address may reach the outside services 30 times a minute; after that searches stay local, with a note', async (t) => {
	// Every one of the 30 must be answered, not timed out: on a loaded machine the replay can take over a second.
	const { search, replay } = await start(t, 10_000)
	for (let i = 0; i < 30; i++) assert.deepEqual((await search(`q=unknown+book+${i}`)).serviceNotes, [])
	const asked = replay.requests.length
	const page = await search('q=one+more+unknown+book')
	assert.deepEqual(page.serviceNotes.map((n) => n.service).sort(), ['Google Books', 'Open Library'])
	assert.match(page.serviceNotes[0]!.message, /too many searches from your address/)
	assert.deepEqual(
		page.serviceNotes.map((n) => n.reason),
		['not-asked', 'not-asked'],
	)
	assert.equal(replay.requests.length, asked)
})

test('a book the catalogue fills in shows its new details at once, though pages are served from the catalogue cache', async (t) => {
	const { db, client } = await start(t)
	const { bookId } = await addLocal(db, 'The Casual Vacancy', 'cv-1')
	const before = BookResponse.parse((await client().json(`/api/books/${bookId}`)).body).book
	assert.deepEqual([before.description, before.pageCount, before.subjects], [null, null, []])
	await upsertBook(db, {
		title: 'The Casual Vacancy',
		identifiers: [{ scheme: 'goodreads', value: 'cv-1' }],
		authors: [],
		subjects: ['Satire'],
		description: 'Pagford.',
		pageCount: 503,
	})
	const after = BookResponse.parse((await client().json(`/api/books/${bookId}`)).body).book
	assert.deepEqual([after.description, after.pageCount, after.subjects], ['Pagford.', 503, ['Satire']])
})
