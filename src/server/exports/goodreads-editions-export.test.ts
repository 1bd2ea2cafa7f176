import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { EditionResponse } from '../../shared/schemas/editions.ts'
import { ImportView } from '../../shared/schemas/imports.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp, type TestClient } from '../../../tests/support/test-client.ts'

async function importDone(client: TestClient, text: string) {
	const { body } = await client.json<ImportView>('/api/imports', {
		method: 'POST',
		json: { fileName: 'export.csv', text },
	})
	for (let status = body.status; status !== 'review'; await sleep(25))
		status = (await client.json<ImportView>(`/api/imports/${body.id}`)).body.status
	await client.json(`/api/imports/${body.id}/run`, { method: 'POST', json: {} })
	for (let status = ''; status !== 'done'; await sleep(25))
		status = (await client.json<ImportView>(`/api/imports/${body.id}`)).body.status
}

test('the Goodreads CSV carries each latest read’s edition (ISBN, binding, publisher, pages), and importing it puts them back', async (t) => {
	const { db, client } = await startTestApp(t, {
		OPEN_LIBRARY_URL: 'http://127.0.0.1:9',
		GOOGLE_BOOKS_URL: 'http://127.0.0.1:9',
	})
	const sabriel = await addBook(db, 'Sabriel', { identifiers: [{ scheme: 'isbn13', value: '9780060273224' }] })
	const lirael = await addBook(db, 'Lirael', { pageCount: 705 })
	const ann = await signUp(client())
	const added = await ann.client.json(`/api/books/${sabriel}/editions`, {
		json: { format: 'audiobook', isbn: '9780807205396', audioMinutes: 690, publisher: 'Listening Library' },
	})
	const audio = EditionResponse.parse(added.body).edition
	await logRead(ann.client, { bookId: sabriel, readOn: '2026-01-02', editionId: audio.id })
	await logRead(ann.client, { bookId: lirael, readOn: '2026-02-02', format: 'ebook', pageCount: 650 })

	const csv = await (await ann.client.request('/api/exports/goodreads.csv')).text()
	const line = (title: string) => csv.split('\n').find((l) => l.includes(`,${title},`)) ?? ''
	assert.match(line('Sabriel'), /,0807205397,9780807205396,.*,Listening Library,Audiobook,/)
	assert.match(line('Lirael'), /,ebook,650,/)

	const bob = await signUp(client())
	await importDone(bob.client, csv)
	const reads = await db
		.selectFrom('entry')
		.select(['bookId', 'editionId', 'format', 'pageCount'])
		.where('userId', '=', bob.user.id)
		.orderBy('readOn')
		.execute()
	assert.deepEqual(reads, [
		{ bookId: sabriel, editionId: audio.id, format: 'audiobook', pageCount: null },
		{ bookId: lirael, editionId: null, format: 'ebook', pageCount: 650 },
	])
})
