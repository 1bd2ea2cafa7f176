import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { ShelfPage } from '../../shared/schemas/shelves.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { readAllPages } from '../../../tests/support/cursor-pages.ts'

type Page = ShelfPage & Answer
const shelve = (client: TestClient, bookId: string, status: string) =>
	client.json(`/api/books/${bookId}/shelf`, { method: 'PUT', json: { status } })
const shelf = (client: TestClient, path: string) => client.json<Page>(`/api/me/shelves/${path}`)

/** Every title on the Readlist, read in pages of `limit`; each page is a valid ShelfPage no longer than that. */
async function allPages(client: TestClient, query: string, limit: number) {
	const pages = await readAllPages(client, `/api/me/shelves/want?${query}&limit=${limit}`, (body: Page) =>
		ShelfPage.parse(body).items.map((i) => i.book.title),
	)
	assert.ok(pages.every((page) => page.length <= limit))
	return pages.flat()
}

test('the Readlist is sorted by date added, title or author and read page by page without gaps or repeats', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const bob = await signUp(client())
	// Added in this order; title and author orders differ from it and from each other.
	const books = [
		['dune', 'Frank Herbert'],
		['Beloved', 'Toni Morrison'],
		['Anathem', 'Neal Stephenson'],
		['Emma', 'Jane Austen'],
		['Cryptonomicon', 'Neal Stephenson'],
		['Persuasion', 'Jane Austen'],
		['Beowulf', null],
	] as const
	for (const [title, author] of books) {
		const id = await addBook(db, title, { authors: author ? [{ name: author }] : [] })
		assert.equal((await shelve(ann.client, id, 'want')).status, 200)
		await sleep(3)
	}
	const reading = await addBook(db, 'On another shelf')
	await shelve(ann.client, reading, 'reading')
	await shelve(bob.client, await addBook(db, "Bob's book"), 'want')

	const added = ['Beowulf', 'Persuasion', 'Cryptonomicon', 'Emma', 'Anathem', 'Beloved', 'dune']
	const title = ['Anathem', 'Beloved', 'Beowulf', 'Cryptonomicon', 'dune', 'Emma', 'Persuasion']
	// A book without an author comes after every book with one.
	const author = ['Emma', 'Persuasion', 'dune', 'Beloved', 'Anathem', 'Cryptonomicon', 'Beowulf']
	for (const [query, expected] of [
		['sort=added', added],
		['', added],
		['sort=title', title],
		['sort=author', author],
	] as const) {
		for (const limit of [1, 4, 30])
			assert.deepEqual(await allPages(ann.client, query, limit), expected, `${query} by ${limit}`)
	}

	const first = await shelf(ann.client, 'want?limit=2')
	assert.equal(first.body.total, 7)
	assert.deepEqual(
		first.body.items[1]?.book.authors.map((a) => a.name),
		['Jane Austen'],
	)
	assert.ok(first.body.items[0]!.addedAt > first.body.items[1]!.addedAt)
	const current = await shelf(ann.client, 'reading')
	assert.deepEqual([current.body.total, current.body.items.map((i) => i.book.title)], [1, ['On another shelf']])
	assert.deepEqual((await shelf(ann.client, 'dnf')).body, { items: [], total: 0, nextCursor: null })
})

test('a book shelved while reading the Readlist does not upset the next page', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	for (const title of ['A', 'B', 'C']) {
		await shelve(ann.client, await addBook(db, title), 'want')
		await sleep(3)
	}
	const first = await shelf(ann.client, 'want?limit=2')
	await shelve(ann.client, await addBook(db, 'D'), 'want')
	const next = await shelf(ann.client, `want?limit=2&cursor=${first.body.nextCursor}`)
	assert.deepEqual(
		[...first.body.items, ...next.body.items].map((i) => i.book.title),
		['C', 'B', 'A'],
	)
	assert.equal(next.body.nextCursor, null)
	assert.equal(next.body.total, 4)
})

test('shelf pages need a session and refuse an unknown status, sort, limit or cursor by name', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	assert.equal((await shelf(client(), 'want')).status, 401)
	const cases: [string, string][] = [
		['someday', 'status'],
		['want?sort=rating', 'sort'],
		['want?limit=0', 'limit'],
		['want?limit=101', 'limit'],
		['want?cursor=nonsense', 'cursor'],
		['want?sort=title&cursor=WyJhIl0', 'cursor'],
		['want?colour=red', 'colour'],
	]
	for (const [path, field] of cases) {
		const { status, body } = await shelf(ann.client, path)
		assert.equal(status, 400, path)
		assert.deepEqual(Object.keys(body.error.fields ?? {}), [field], path)
	}
})
