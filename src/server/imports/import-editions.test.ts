import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { ImportView, type ImportStatus } from '../../shared/schemas/imports.ts'
import { StatsResponse } from '../../shared/schemas/stats.ts'
import { sharedData } from '../../../tests/support/book-service-replay.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { bindingFormat } from './goodreads-record.ts'

// An import row's edition data (pages, Binding, Publisher, ISBN) is kept on the read without changing the catalogue.

const offline = { OPEN_LIBRARY_URL: 'http://127.0.0.1:9', GOOGLE_BOOKS_URL: 'http://127.0.0.1:9' }

async function waitFor(client: TestClient, id: string, status: ImportStatus) {
	for (const deadline = Date.now() + 240_000; Date.now() < deadline; ) {
		const { body } = await client.json<ImportView>(`/api/imports/${id}`)
		if (body.status === status) return ImportView.parse(body)
		await sleep(50)
	}
	throw new Error(`import ${id} never reached ${status}`)
}

async function runImport(client: TestClient, text: string, createUnmatched = false) {
	const { body } = await client.json<ImportView>('/api/imports', {
		method: 'POST',
		json: { fileName: 'goodreads_library_export.csv', text },
	})
	await waitFor(client, body.id, 'review')
	if (createUnmatched) {
		await client.json(`/api/imports/${body.id}/bulk`, { method: 'POST', json: { action: 'create', rows: 'unmatched' } })
		await waitFor(client, body.id, 'review')
	}
	await client.json(`/api/imports/${body.id}/run`, { method: 'POST', json: {} })
	return waitFor(client, body.id, 'done')
}

test('Goodreads bindings name a format: audio, e-book, else print; blank and unknown say nothing', () => {
	assert.deepEqual(
		[
			'Audible Audio',
			'Audio CD',
			'Kindle Edition',
			'ebook',
			'Nook',
			'Paperback',
			'Gebundene Ausgabe',
			'',
			'Unknown Binding',
		].map(bindingFormat),
		['audiobook', 'audiobook', 'ebook', 'ebook', 'ebook', 'print', 'print', null, null],
	)
})

test('a row’s pages, format and ISBN are kept on its read: its edition, or a new edition of the matched book', async (t) => {
	const { db, client } = await startTestApp(t, offline)
	const sabriel = await addBook(db, 'Sabriel', {
		authors: [{ name: 'Garth Nix' }],
		identifiers: [{ scheme: 'isbn13', value: '9780060273224' }],
		pageCount: 292,
	})
	const lirael = await addBook(db, 'Lirael', {
		authors: [{ name: 'Garth Nix' }],
		identifiers: [{ scheme: 'goodreads', value: '47615' }],
		pageCount: 705,
	})
	const abhorsen = await addBook(db, 'Abhorsen', { authors: [{ name: 'Garth Nix' }], pageCount: 358 })
	const reader = await signUp(client(), { username: 'ann' })
	const header = 'Title,Author,ISBN13,Book Id,Number of Pages,Binding,Publisher,Date Read,Exclusive Shelf'
	const text = [
		header,
		'Sabriel,Garth Nix,"=""9780060273224""",,310,Hardcover,Harper,2026/01/10,read',
		'Lirael,Garth Nix,"=""9780807205396""",47615,11,Audible Audio,Listening Library,2026/02/10,read',
		'Abhorsen,Garth Nix,,,340,Kindle Edition,Eos,2026/03/10,read',
	].join('\n')
	const done = await runImport(reader.client, text)
	assert.equal(done.counts.imported, 3)

	const editions = await db
		.selectFrom('edition')
		.select(['id', 'bookId', 'format', 'pageCount', 'publisher'])
		.orderBy('createdAt')
		.execute()
	const sabrielEdition = editions.find((e) => e.bookId === sabriel)!
	assert.deepEqual(
		[sabrielEdition.pageCount, sabrielEdition.publisher],
		[292, null],
		'the edition the ISBN names is not changed by the row',
	)
	const liraelAudio = editions.find((e) => e.bookId === lirael && e.format === 'audiobook')
	assert.deepEqual(
		[liraelAudio?.pageCount, liraelAudio?.publisher],
		[11, 'Listening Library'],
		'an ISBN the catalogue lacks becomes a new edition of the matched book',
	)
	assert.equal(
		(await db.selectFrom('bookIdentifier').select('editionId').where('value', '=', '9780807205396').executeTakeFirst())
			?.editionId,
		liraelAudio?.id,
	)
	assert.equal(
		(await db.selectFrom('book').select('pageCount').where('id', '=', lirael).executeTakeFirst())?.pageCount,
		705,
	)

	const reads = await db
		.selectFrom('entry')
		.select(['bookId', 'editionId', 'format', 'pageCount'])
		.where('userId', '=', reader.user.id)
		.execute()
	const readOf = (bookId: string) => reads.find((r) => r.bookId === bookId)
	assert.deepEqual(readOf(sabriel), { bookId: sabriel, editionId: sabrielEdition.id, format: 'print', pageCount: 310 })
	assert.deepEqual(readOf(lirael), { bookId: lirael, editionId: liraelAudio?.id, format: 'audiobook', pageCount: 11 })
	assert.deepEqual(readOf(abhorsen), { bookId: abhorsen, editionId: null, format: 'ebook', pageCount: 340 })

	const stats = StatsResponse.parse((await reader.client.json('/api/users/ann/stats?year=2026')).body)
	assert.deepEqual(stats.formats, {
		print: { reads: 1, pages: 310 },
		ebook: { reads: 1, pages: 340 },
		audiobook: { reads: 1, minutes: 0 },
	})
})

test('after importing the real 2,638-row Goodreads export, pages read are counted', async (t) => {
	const file = sharedData(t, 'imports/goodreads/goodreads_2020-02_philippbayer.csv')
	if (!file) return
	const { client } = await startTestApp(t, offline)
	const reader = await signUp(client(), { username: 'ann' })
	const done = await runImport(reader.client, readFileSync(file, 'utf8'), true)
	assert.ok(done.counts.imported > 700, `${done.counts.imported} rows imported`)
	const stats = StatsResponse.parse((await reader.client.json('/api/users/ann/stats')).body)
	t.diagnostic(
		`${done.counts.imported} rows imported; ${stats.totals.pages} pages read; ${JSON.stringify(stats.formats)}`,
	)
	assert.ok(stats.totals.pages > 100_000, `${stats.totals.pages} pages`)
	assert.ok(stats.formats.ebook.reads > 0 && stats.formats.print.reads > 0)
})
