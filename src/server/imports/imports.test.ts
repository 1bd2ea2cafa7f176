import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { IMPORT_MAX_BYTES, ImportRowPage, type ImportView } from '../../shared/schemas/imports.ts'
import {
	FIXTURES,
	type View,
	app,
	catalogue,
	change,
	fixtureText,
	log,
	rows,
	shelves,
	uploadForm,
	uploadJson,
	waitFor,
} from '../../../tests/support/import-app.ts'
import { type Answer, signUp } from '../../../tests/support/test-client.ts'
import { bookServices } from '../books/search-catalogue.ts'
import { applyImportRows } from './apply-import-rows.ts'
import { findUnappliedRows, moveImport } from './import-queries.ts'
import { importJob } from './import-job.ts'

// An import's review and run: upload, review, run, report; a restart, a cancel, refused files and requests.

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
