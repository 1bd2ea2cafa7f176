import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { test, type TestContext } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { IMPORT_MAX_BYTES, ImportRowPage, ImportView, type ImportStatus } from '../../shared/schemas/imports.ts'
import { sharedData, startBookServiceReplay } from '../../../tests/support/book-service-replay.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { importCatalog } from '../books/import-catalog.ts'
import { bookServices } from '../books/search-catalogue.ts'
import type { Database } from '../db/schema.ts'
import { applyImportRows } from './apply-import-rows.ts'
import { findUnappliedRows, moveImport } from './import-queries.ts'
import { importJob } from './import-job.ts'

const FIXTURES = resolve(import.meta.dirname, '../../../tests/fixtures/imports')
const fixtureText = (name: string) => readFileSync(join(FIXTURES, name), 'utf8')
type View = ImportView & Answer
type Rows = ImportRowPage & Answer

const uploadJson = (client: TestClient, text: string, fileName = 'goodreads_library_export.csv') =>
	client.json<View>('/api/imports', { method: 'POST', json: { fileName, text } })
async function uploadForm(
	client: TestClient,
	bytes: Uint8Array,
	fileName = 'export.csv',
	field = 'file',
	source?: string,
) {
	const form = new FormData()
	form.append(field, new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), fileName)
	if (source) form.append('source', source)
	const cookie = [...client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	const res = await fetch(new URL('/api/imports', client.baseUrl), { method: 'POST', body: form, headers: { cookie } })
	return { status: res.status, body: (await res.json()) as View }
}
const rows = (client: TestClient, id: string, query = '') => client.json<Rows>(`/api/imports/${id}/rows${query}`)
const change = (client: TestClient, id: string, position: number, json: unknown) =>
	client.json<Answer & { method: string; skip: boolean }>(`/api/imports/${id}/rows/${position}`, {
		method: 'PUT',
		json,
	})

/** Polls the import (as the page does) until it reaches the status. */
async function waitFor(client: TestClient, id: string, status: ImportStatus) {
	// Hundreds of rows take a while on a busy machine; a few take well under a second.
	for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
		const { body } = await client.json<View>(`/api/imports/${id}`)
		if (body.status === status) return ImportView.parse(body)
		await sleep(25)
	}
	throw new Error(`import ${id} never reached ${status}`)
}

/** Books of the fixture file in the catalogue: two by ISBN, one by title and author, two missing. */
async function catalogue(db: Database) {
	return {
		fellowship: await addBook(db, 'The Fellowship of the Ring', {
			authors: [{ name: 'J. R. R. Tolkien' }],
			identifiers: [{ scheme: 'isbn13', value: '9780547928210' }],
		}),
		dune: await addBook(db, 'Dune', { authors: [{ name: 'Frank Herbert' }] }),
		otherDune: await addBook(db, 'Dune: Deluxe Edition', { authors: [{ name: 'Frank Herbert' }] }),
		jest: await addBook(db, 'Infinite Jest', {
			authors: [{ name: 'David Foster Wallace' }],
			identifiers: [{ scheme: 'isbn13', value: '9780316066525' }],
		}),
	}
}

const log = (db: Database, userId: string) =>
	db
		.selectFrom('entry')
		.select(['bookId', 'readOn', 'rating', 'review', 'reread'])
		.where('userId', '=', userId)
		.orderBy('bookId')
		.orderBy('readOn')
		.execute()
const shelves = (db: Database, userId: string) =>
	db.selectFrom('shelf').select(['bookId', 'status']).where('userId', '=', userId).orderBy('bookId').execute()

async function app(t: TestContext, options?: { worker: boolean }) {
	const replay = await startBookServiceReplay(t)
	return startTestApp(t, replay.env(), options)
}

test('upload, review (change a match, skip, create a book), run, report; re-importing adds nothing', async (t) => {
	const { db, client } = await app(t)
	const books = await catalogue(db)
	const reader = await signUp(client())
	const text = fixtureText('goodreads-newer-layout.csv')

	const uploaded = await uploadForm(reader.client, new TextEncoder().encode(text), 'goodreads_library_export.csv')
	assert.equal(uploaded.status, 201)
	assert.deepEqual(
		[uploaded.body.source, uploaded.body.fileName, uploaded.body.counts.total],
		['goodreads', 'goodreads_library_export.csv', 5],
	)
	const id = uploaded.body.id
	const reviewed = await waitFor(reader.client, id, 'review')
	assert.deepEqual([reviewed.counts.matched, reviewed.counts.unmatched], [5, 2])
	assert.deepEqual(await log(db, reader.user.id), [], 'nothing is written before the reader runs the import')

	const page = await rows(reader.client, id)
	assert.equal(page.status, 200)
	ImportRowPage.parse(page.body)
	assert.deepEqual(
		page.body.items.map((r) => [r.record.title, r.book?.id ?? null, r.method, r.confidence]),
		[
			['The Fellowship of the Ring', books.fellowship, 'isbn', 1],
			['Dune', books.dune, 'title_author', 1],
			['Infinite Jest', books.jest, 'isbn', 1],
			['Piranesi', null, 'none', 0],
			['Middlemarch', null, 'none', 0],
		],
	)
	assert.deepEqual(
		(await rows(reader.client, id, '?show=unmatched')).body.items.map((r) => r.position),
		[4, 5],
	)
	assert.deepEqual(
		(await rows(reader.client, id, '?limit=2&page=2')).body.items.map((r) => r.position),
		[3, 4],
	)
	assert.equal((await rows(reader.client, id, '?limit=2')).body.pageCount, 3)

	assert.equal(
		(await change(reader.client, id, 2, { action: 'choose', bookId: books.otherDune })).body.method,
		'chosen',
	)
	assert.equal((await change(reader.client, id, 4, { action: 'skip' })).body.skip, true)
	const created = await change(reader.client, id, 5, { action: 'create' })
	assert.equal(created.body.method, 'created')
	const middlemarch = (await rows(reader.client, id)).body.items[4]!.book!
	assert.deepEqual([middlemarch.title, middlemarch.authors.map((a) => a.name)], ['Middlemarch', ['George Eliot']])

	assert.equal((await reader.client.json<View>(`/api/imports/${id}/run`, { method: 'POST', json: {} })).status, 200)
	const done = await waitFor(reader.client, id, 'done')
	assert.deepEqual([done.counts.imported, done.counts.skipped, done.counts.failed, done.counts.done], [4, 1, 0, 5])
	assert.ok(done.finishedAt)
	const report = (await rows(reader.client, id)).body.items.map((r) => [r.outcome, r.reason])
	assert.deepEqual(report, [
		['imported', '1 read logged, shelved as read, 3 tags'],
		['imported', '1 read logged, shelved as read, 1 tag'],
		['imported', 'shelved as dnf, 1 tag'],
		['skipped', 'Skipped in review'],
		['imported', 'shelved as want, 1 tag'],
	])
	assert.deepEqual(await log(db, reader.user.id), [
		...[
			{
				bookId: books.fellowship,
				readOn: '2023-03-04',
				rating: 8,
				review: 'First paragraph with style.\n\nSecond & last paragraph.',
				reread: 0,
			},
			{ bookId: books.otherDune, readOn: '2022-05-06', rating: null, review: '', reread: 0 },
		].sort((a, b) => a.bookId.localeCompare(b.bookId)),
	])
	const expectedShelves = [
		{ bookId: books.fellowship, status: 'read' },
		{ bookId: books.otherDune, status: 'read' },
		{ bookId: books.jest, status: 'dnf' },
		{ bookId: middlemarch.id, status: 'want' },
	].sort((a, b) => a.bookId.localeCompare(b.bookId))
	assert.deepEqual(await shelves(db, reader.user.id), expectedShelves)
	assert.equal((await change(reader.client, id, 1, { action: 'skip' })).status, 409, 'the review is over')

	const again = await uploadJson(reader.client, text)
	assert.equal(again.status, 201)
	await waitFor(reader.client, again.body.id, 'review')
	await change(reader.client, again.body.id, 2, { action: 'choose', bookId: books.otherDune })
	await reader.client.json(`/api/imports/${again.body.id}/run`, { method: 'POST', json: {} })
	const second = await waitFor(reader.client, again.body.id, 'done')
	assert.deepEqual([second.counts.imported, second.counts.skipped], [0, 5])
	assert.deepEqual(
		(await rows(reader.client, again.body.id)).body.items.map((r) => r.reason),
		[
			'Already in your log: nothing new',
			'Already in your log: nothing new',
			'Already in your log: nothing new',
			'No book matched',
			'Already in your log: nothing new',
		],
	)
	assert.equal((await log(db, reader.user.id)).length, 2)
	assert.deepEqual(await shelves(db, reader.user.id), expectedShelves)

	const list = await reader.client.json<{ items: ImportView[] }>('/api/imports')
	assert.deepEqual(
		list.body.items.map((i) => i.id),
		[again.body.id, id],
	)
})

test('a restarted job resumes where it stopped and never applies a row twice, even run twice at once', async (t) => {
	const { db, client, config } = await app(t, { worker: false })
	await catalogue(db)
	const reader = await signUp(client())
	const handler = importJob(db, bookServices(config))
	const { body } = await uploadJson(reader.client, fixtureText('goodreads-newer-layout.csv'))
	await handler({ importId: body.id })
	assert.equal((await reader.client.json<View>(`/api/imports/${body.id}`)).body.status, 'review')
	await reader.client.json(`/api/imports/${body.id}/run`, { method: 'POST', json: {} })

	// The server died after applying the first two rows: the job is still in the table, the import 'running'.
	await moveImport(db, body.id, ['queued'], 'running')
	const owner = { userId: reader.user.id, visibility: 'public' as const }
	await applyImportRows(db, owner, await findUnappliedRows(db, body.id, 0, 2))
	await Promise.all([handler({ importId: body.id }), handler({ importId: body.id })])
	await handler({ importId: body.id })

	const view = await waitFor(reader.client, body.id, 'done')
	assert.deepEqual([view.counts.imported, view.counts.skipped, view.counts.done], [3, 2, 5])
	assert.equal((await log(db, reader.user.id)).length, 2, 'Fellowship and Dune, once each')
})

test('cancelling stops an import: nothing more is applied, and the report says so', async (t) => {
	const { db, client, config } = await app(t, { worker: false })
	await catalogue(db)
	const reader = await signUp(client())
	const handler = importJob(db, bookServices(config))
	const { body } = await uploadJson(reader.client, fixtureText('goodreads-newer-layout.csv'))
	await handler({ importId: body.id })
	await reader.client.json(`/api/imports/${body.id}/run`, { method: 'POST', json: {} })
	const cancelled = await reader.client.json<View>(`/api/imports/${body.id}/cancel`, { method: 'POST', json: {} })
	assert.deepEqual([cancelled.status, cancelled.body.status], [200, 'cancelled'])
	await handler({ importId: body.id })
	assert.deepEqual(await log(db, reader.user.id), [])
	assert.equal((await reader.client.json<View>(`/api/imports/${body.id}`)).body.counts.done, 0)
	assert.equal((await reader.client.json(`/api/imports/${body.id}/cancel`, { method: 'POST', json: {} })).status, 409)
	assert.equal((await reader.client.json(`/api/imports/${body.id}/run`, { method: 'POST', json: {} })).status, 409)
	assert.equal((await reader.client.request(`/api/imports/${body.id}`, { method: 'DELETE' })).status, 204)
	assert.equal((await reader.client.json(`/api/imports/${body.id}`)).status, 404)
})

test('bad files and bad requests are 4xx naming the field; other readers’ imports do not exist', async (t) => {
	const { client } = await app(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const fileError = async (answer: Promise<{ status: number; body: Answer }>, status: number, pattern: RegExp) => {
		const { status: got, body } = await answer
		assert.equal(got, status)
		assert.match(body.error.fields?.file ?? '', pattern)
	}
	await fileError(
		uploadForm(ann.client, readFileSync(join(FIXTURES, 'missing-title.csv'))),
		400,
		/not an export Dogear knows \(Goodreads, StoryGraph, Open Library, LibraryThing, Calibre, Openreads, BookWyrm\)/,
	)
	await fileError(uploadForm(ann.client, readFileSync(join(FIXTURES, 'utf16.csv'))), 400, /not UTF-8/)
	await fileError(
		uploadForm(ann.client, readFileSync(join(FIXTURES, 'goodreads-small.csv')), 'export.csv', 'file', 'librarything'),
		400,
		/not a LibraryThing export: its header line has no 'Primary Author' column/,
	)
	const badSource = await uploadForm(ann.client, new TextEncoder().encode('Title\nx\n'), 'x.csv', 'file', 'kindle')
	assert.deepEqual(
		[badSource.status, badSource.body.error.fields?.source],
		[400, "source must be one of Dogear's import sources"],
	)
	await fileError(uploadForm(ann.client, readFileSync(join(FIXTURES, 'unclosed-quote.csv'))), 400, /never closed/)
	await fileError(
		uploadForm(ann.client, new TextEncoder().encode('Title\n'), 'export.csv', 'picture'),
		400,
		/form field 'file'/,
	)
	// Just over the limit: the server answers before reading the rest, then drains it for only half a second
	// (@hono/node-server), so a far larger body from a busy client met a reset instead of the answer.
	await fileError(
		uploadForm(ann.client, new Uint8Array(IMPORT_MAX_BYTES + 128 * 1024).fill(65)),
		413,
		/larger than 10 MB/,
	)
	const noName = await ann.client.json('/api/imports', { method: 'POST', json: { text: 'Title\nx\n' } })
	assert.deepEqual([noName.status, noName.body.error.fields?.fileName], [400, 'fileName is required'])
	assert.deepEqual(
		await ann.client.json<View[]>('/api/imports').then((r) => r.body),
		{ items: [] },
		'nothing of the refused files was kept',
	)

	const { body } = await uploadJson(ann.client, fixtureText('goodreads-newer-layout.csv'))
	await waitFor(ann.client, body.id, 'review')
	assert.equal((await bob.client.json(`/api/imports/${body.id}`)).status, 404)
	assert.equal((await bob.client.json(`/api/imports/${body.id}/rows`)).status, 404)
	assert.equal((await change(bob.client, body.id, 1, { action: 'skip' })).status, 404)
	assert.equal((await bob.client.json(`/api/imports/${body.id}/run`, { method: 'POST', json: {} })).status, 404)
	assert.equal((await client().json(`/api/imports/${body.id}`)).status, 401)
	const badAction = await change(ann.client, body.id, 1, { action: 'burn' })
	assert.equal(badAction.status, 400)
	assert.ok(badAction.body.error.fields?.action)
	assert.equal(
		(await change(ann.client, body.id, 1, { action: 'choose', bookId: 'no-such-book' })).body.error.fields?.bookId,
		'Book not found',
	)
	assert.equal((await change(ann.client, body.id, 99, { action: 'skip' })).status, 404)
	assert.equal(
		(await rows(ann.client, body.id, '?limit=500')).body.error.fields?.limit,
		'limit must be a whole number from 1 to 100',
	)
})

test('a NUL character in a cell is removed and the row kept, its notes naming the columns; it imports on both databases', async (t) => {
	const { db, client } = await app(t)
	const books = await catalogue(db)
	const reader = await signUp(client())
	const text = [
		'Title,Author,ISBN13,My Rating,Date Read,Date Added,Bookshelves,Exclusive Shelf,My Review,Read Count,Book Id',
		'"The Fellowship\u0000 of the Ring",J.R.R. Tolkien,"=""9780547928210""",4,2023/03/04,2023/01/02,"fan\u0000tasy",read,"Lovely\u0000 book",1,34',
		'Infinite Jest,David Foster Wallace,9780316066525,0,,2022/05/06,,to-read,,0,6759',
	].join('\n')

	const uploaded = await uploadForm(reader.client, new TextEncoder().encode(text))
	assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body))
	await waitFor(reader.client, uploaded.body.id, 'review')
	const page = await rows(reader.client, uploaded.body.id)
	assert.deepEqual(
		page.body.items.map((r) => [
			r.record.title,
			r.record.review,
			r.record.tags,
			r.record.notes.filter((note) => note.includes('NUL')),
		]),
		[
			[
				'The Fellowship of the Ring',
				'Lovely book',
				['fantasy'],
				["NUL characters (not text) removed from 'Title', 'Bookshelves', 'My Review'"],
			],
			['Infinite Jest', '', [], []],
		],
	)

	await reader.client.json(`/api/imports/${uploaded.body.id}/run`, { method: 'POST', json: {} })
	const done = await waitFor(reader.client, uploaded.body.id, 'done')
	assert.deepEqual([done.counts.imported, done.counts.failed], [2, 0])
	const entries = await log(db, reader.user.id)
	assert.deepEqual(
		entries.map((e) => [e.bookId, e.review]),
		[[books.fellowship, 'Lovely book']],
	)
})

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

const bulk = (client: TestClient, id: string, json: unknown) =>
	client.json<View>(`/api/imports/${id}/bulk`, { method: 'POST', json })

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
