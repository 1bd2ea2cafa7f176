import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { sharedData } from '../../../tests/support/book-service-replay.ts'
import {
	FIXTURES,
	type View,
	app,
	bulk,
	catalogue,
	change,
	fixtureText,
	rows,
	shelves,
	uploadForm,
	uploadJson,
	waitFor,
} from '../../../tests/support/import-app.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { importCatalog } from '../books/import-catalog.ts'

// Matching at scale and the review's bulk actions: hundreds of rows, flagged identifier matches, books created
// from rows, other services' exports, the real goodbooks books.

test('an import of hundreds of rows, matched and applied in slices across batches, gives every row its result', async (t) => {
	// The book services refuse at once: the rows that the catalogue lacks are unmatched, not waiting on a network.
	const { db, client } = await startTestApp(t, {
		OPEN_LIBRARY_URL: 'http://127.0.0.1:9',
		GOOGLE_BOOKS_URL: 'http://127.0.0.1:9',
	})
	const books = await catalogue(db)
	const reader = await signUp(client())
	const count = 600
	const lines = Array.from({ length: count }, (_, i) =>
		i % 2 === 0
			? `Infinite Jest,David Foster Wallace,9780316066525,want-${i},to-read`
			: `Nobody's Book ${i},Nobody ${i},,shelf-${i},to-read`,
	)
	const { status, body } = await uploadForm(
		reader.client,
		new TextEncoder().encode(['Title,Author,ISBN13,Bookshelves,Exclusive Shelf', ...lines].join('\n')),
	)
	assert.equal(status, 201, JSON.stringify(body))
	assert.equal(body.counts.total, count)

	const reviewed = await waitFor(reader.client, body.id, 'review')
	assert.deepEqual(
		[reviewed.counts.matched, reviewed.counts.unmatched],
		[count, count / 2],
		'every row was looked at; half are in the catalogue',
	)
	const last = await rows(reader.client, body.id, `?page=${count / 100}&limit=100`)
	assert.deepEqual(
		last.body.items.at(-1)!.record.tags,
		[`shelf-${count - 1}`],
		'the last row of the file is the last row stored',
	)

	await reader.client.json(`/api/imports/${body.id}/run`, { method: 'POST', json: {} })
	const done = await waitFor(reader.client, body.id, 'done')
	assert.equal(done.counts.done, count, 'every row has an outcome')
	assert.deepEqual(await shelves(db, reader.user.id), [{ bookId: books.jest, status: 'want' }])
})

test('an identifier match whose title and author both disagree is flagged, not certain; creating the row’s own book leaves the id with the other book', async (t) => {
	const { db, client } = await app(t)
	const starcrossed = await addBook(db, 'Starcrossed', {
		authors: [{ name: 'Josephine Angelini' }],
		identifiers: [{ scheme: 'goodreads', value: '9462795' }],
	})
	const murakami = await addBook(db, '1Q84 BOOK 1', {
		authors: [{ name: 'Haruki Murakami' }],
		identifiers: [{ scheme: 'goodreads', value: '34' }],
	})
	const reader = await signUp(client())
	const { body } = await uploadJson(reader.client, fixtureText('goodreads-wrong-id.csv'))
	const reviewed = await waitFor(reader.client, body.id, 'review')
	assert.deepEqual([reviewed.counts.flagged, reviewed.counts.toImport], [1, 1])
	const page = await rows(reader.client, body.id)
	assert.deepEqual(
		page.body.items.map((r) => [r.record.title, r.book?.id, r.method, r.confidence < 0.7, r.flag]),
		[
			['The Paris Wife', starcrossed, 'identifier', true, 'the Goodreads id names Starcrossed by Josephine Angelini'],
			['1Q84', murakami, 'identifier', false, null],
		],
	)
	assert.deepEqual(
		(await rows(reader.client, body.id, '?show=flagged')).body.items.map((r) => r.position),
		[1],
	)

	// Creating the row's own book leaves the Goodreads id with Starcrossed.
	const created = await change(reader.client, body.id, 1, { action: 'create' })
	assert.equal(created.status, 200)
	const row = (await rows(reader.client, body.id)).body.items[0]!
	assert.deepEqual([row.book?.title, row.method, row.flag], ['The Paris Wife', 'created', null])
	assert.notEqual(row.book?.id, starcrossed)
	const held = await db.selectFrom('bookIdentifier').select('bookId').where('value', '=', '9462795').execute()
	assert.deepEqual(held, [{ bookId: starcrossed }])

	const second = await uploadJson(reader.client, fixtureText('goodreads-wrong-id.csv'), 'again.csv')
	await waitFor(reader.client, second.body.id, 'review')
	const flagged = (await rows(reader.client, second.body.id, '?show=flagged')).body.items
	assert.equal(flagged.length, 0)
	const again = (await rows(reader.client, second.body.id)).body.items[0]!
	assert.deepEqual(
		[again.book?.id, again.method],
		[row.book?.id, 'title_author'],
		'the id still names Starcrossed, but the title and author now find the row’s own book',
	)
})

test('bulk actions: create every unmatched book from its row in the background, skip every flagged row; both databases', async (t) => {
	const { db, client } = await startTestApp(t, {
		OPEN_LIBRARY_URL: 'http://127.0.0.1:9',
		GOOGLE_BOOKS_URL: 'http://127.0.0.1:9',
	})
	const books = await catalogue(db)
	await addBook(db, 'Starcrossed', {
		authors: [{ name: 'Josephine Angelini' }],
		identifiers: [{ scheme: 'goodreads', value: '9462795' }],
	})
	const [reader, other] = [await signUp(client()), await signUp(client())]
	const count = 240
	const lines = Array.from({ length: count }, (_, i) =>
		i % 2 === 0
			? `Infinite Jest,David Foster Wallace,9780316066525,,to-read`
			: `Nobody's Book ${i},Nobody ${i},,,to-read`,
	)
	lines.push('The Paris Wife,Paula McLain,,9462795,read')
	const { body } = await uploadJson(reader.client, ['Title,Author,ISBN13,Book Id,Exclusive Shelf', ...lines].join('\n'))
	const reviewed = await waitFor(reader.client, body.id, 'review')
	assert.deepEqual([reviewed.counts.unmatched, reviewed.counts.flagged], [count / 2, 1])

	const refused = await bulk(reader.client, body.id, { action: 'create', rows: 'title_author' })
	assert.equal(refused.status, 400)
	assert.match(refused.body.error.fields?.action ?? '', /have a book already/)
	assert.equal(
		(await bulk(reader.client, body.id, { action: 'burn', rows: 'unmatched' })).body.error.fields?.action,
		"action must be 'create', 'skip' or 'include'",
	)
	assert.equal((await bulk(other.client, body.id, { action: 'skip', rows: 'unmatched' })).status, 404)

	const skipped = await bulk(reader.client, body.id, { action: 'skip', rows: 'flagged' })
	assert.equal(skipped.status, 202)
	const started = await bulk(reader.client, body.id, { action: 'create', rows: 'unmatched' })
	assert.equal(started.status, 202)
	assert.equal(started.body.status, 'creating')
	assert.deepEqual(started.body.bulk, { rows: 'unmatched', total: count / 2, done: 0 })
	assert.equal(
		(await change(reader.client, body.id, 1, { action: 'skip' })).body.error.message,
		'Books are being created from rows; wait until that is done',
	)
	const back = await waitFor(reader.client, body.id, 'review')
	assert.deepEqual([back.counts.unmatched, back.counts.toImport, back.bulk], [0, count, null])
	const made = (await rows(reader.client, body.id, '?limit=2')).body.items
	assert.deepEqual(
		made.map((r) => [r.book?.title, r.method]),
		[
			['Infinite Jest', 'isbn'],
			["Nobody's Book 1", 'created'],
		],
	)

	await reader.client.json(`/api/imports/${body.id}/run`, { method: 'POST', json: {} })
	const done = await waitFor(reader.client, body.id, 'done')
	assert.deepEqual([done.counts.imported, done.counts.skipped], [count / 2 + 1, count / 2])
	const wanted = await shelves(db, reader.user.id)
	assert.equal(wanted.length, count / 2 + 1, 'Infinite Jest once, and every created book')
	assert.ok(wanted.some((s) => s.bookId === books.jest))
	const last = (
		await rows(reader.client, body.id, `?show=skipped&limit=100&page=${Math.ceil(count / 2 / 100)}`)
	).body.items.at(-1)!
	assert.deepEqual([last.record.title, last.reason], ['The Paris Wife', 'Skipped in review'])
})

test('an import of another service’s export: LibraryThing (chosen), Calibre, Openreads and BookWyrm (told by their headers)', async (t) => {
	const { client } = await app(t)
	const reader = await signUp(client())
	const cases = [
		['librarything-small.tsv', 'librarything', 2],
		['calibre-small.csv', 'calibre', 1],
		['openreads-small.csv', 'openreads', 2],
		['bookwyrm-small.csv', 'bookwyrm', 2],
	] as const
	for (const [file, source, total] of cases) {
		const uploaded = await uploadForm(
			reader.client,
			readFileSync(join(FIXTURES, file)),
			file,
			'file',
			source === 'librarything' ? source : undefined,
		)
		assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body))
		assert.deepEqual([uploaded.body.source, uploaded.body.counts.total], [source, total])
		await waitFor(reader.client, uploaded.body.id, 'review')
	}
	const imports = await reader.client.json<{ items: View[] }>('/api/imports')
	assert.deepEqual(imports.body.items.map((i) => i.source).sort(), ['bookwyrm', 'calibre', 'librarything', 'openreads'])
})

test('the real goodbooks Starcrossed and The Paris Wife: a Paris Wife row carrying Starcrossed’s Goodreads id finds The Paris Wife by title and author', async (t) => {
	const goodbooks = sharedData(t, 'catalog/goodbooks-10k/books.csv')
	if (!goodbooks) return
	const { db, client } = await startTestApp(t, {
		OPEN_LIBRARY_URL: 'http://127.0.0.1:9',
		GOOGLE_BOOKS_URL: 'http://127.0.0.1:9',
	})
	// The two books' own lines of goodbooks-10k, so the catalogue holds them exactly as a real install does.
	const [header, ...lines] = readFileSync(goodbooks, 'utf8').split('\n')
	const wanted = lines.filter((line) => /^(421|2714),/.test(line))
	const dir = mkdtempSync(join(tmpdir(), 'dogear-goodbooks-'))
	t.after(() => rmSync(dir, { recursive: true, force: true }))
	const file = join(dir, 'books.csv')
	writeFileSync(file, [header, ...wanted, ''].join('\n'))
	await importCatalog(db, 'goodbooks', file)
	const reader = await signUp(client())
	const { body } = await uploadJson(reader.client, fixtureText('goodreads-wrong-id.csv'))
	await waitFor(reader.client, body.id, 'review')
	const [parisWife] = (await rows(reader.client, body.id)).body.items
	assert.deepEqual(
		[parisWife!.book?.title, parisWife!.book?.authors.map((a) => a.name), parisWife!.method, parisWife!.flag],
		['The Paris Wife', ['Paula McLain'], 'title_author', null],
	)
})
