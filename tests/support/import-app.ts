import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { TestContext } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { ImportView, type ImportRowPage, type ImportStatus } from '../../src/shared/schemas/imports.ts'
import type { Database } from '../../src/server/db/schema.ts'
import { startBookServiceReplay } from './book-service-replay.ts'
import { addBook } from './reading-factories.ts'
import { startTestApp } from './test-app.ts'
import type { Answer, TestClient } from './test-client.ts'

// The import routes as a reader's client drives them (upload, rows, a row's change, a bulk action, polling), and
// what the import wrote, for the imports' HTTP tests.
export const FIXTURES = resolve(import.meta.dirname, '../fixtures/imports')
export const fixtureText = (name: string) => readFileSync(join(FIXTURES, name), 'utf8')
export type View = ImportView & Answer
export type Rows = ImportRowPage & Answer

export const uploadJson = (client: TestClient, text: string, fileName = 'goodreads_library_export.csv') =>
	client.json<View>('/api/imports', { method: 'POST', json: { fileName, text } })
export async function uploadForm(
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
export const rows = (client: TestClient, id: string, query = '') => client.json<Rows>(`/api/imports/${id}/rows${query}`)
export const change = (client: TestClient, id: string, position: number, json: unknown) =>
	client.json<Answer & { method: string; skip: boolean }>(`/api/imports/${id}/rows/${position}`, {
		method: 'PUT',
		json,
	})

/** Polls the import (as the page does) until it reaches the status. */
export async function waitFor(client: TestClient, id: string, status: ImportStatus) {
	// Hundreds of rows take a while on a busy machine; a few take well under a second.
	for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
		const { body } = await client.json<View>(`/api/imports/${id}`)
		if (body.status === status) return ImportView.parse(body)
		await sleep(25)
	}
	throw new Error(`import ${id} never reached ${status}`)
}

/** Books of the fixture file in the catalogue: two by ISBN, one by title and author, two missing. */
export async function catalogue(db: Database) {
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

export const log = (db: Database, userId: string) =>
	db
		.selectFrom('entry')
		.select(['bookId', 'readOn', 'rating', 'review', 'reread'])
		.where('userId', '=', userId)
		.orderBy('bookId')
		.orderBy('readOn')
		.execute()
export const shelves = (db: Database, userId: string) =>
	db.selectFrom('shelf').select(['bookId', 'status']).where('userId', '=', userId).orderBy('bookId').execute()

export async function app(t: TestContext, options?: { worker: boolean }) {
	const replay = await startBookServiceReplay(t)
	return startTestApp(t, replay.env(), options)
}
export const bulk = (client: TestClient, id: string, json: unknown) =>
	client.json<View>(`/api/imports/${id}/bulk`, { method: 'POST', json })
