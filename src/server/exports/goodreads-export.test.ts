import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ImportView } from '../../shared/schemas/imports.ts'
import { startBookServiceReplay } from '../../../tests/support/book-service-replay.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { csvRecords, csvRows } from '../books/csv-rows.ts'
import type { Database } from '../db/schema.ts'
import { GOODREADS_HEADERS } from './goodreads-csv.ts'

async function* once(text: string) {
	yield text
}
const collect = async <T>(rows: AsyncIterable<T>) => {
	const out: T[] = []
	for await (const row of rows) out.push(row)
	return out
}
const put = (client: TestClient, path: string, json: unknown) => client.request(path, { method: 'PUT', json })
async function logRead(client: TestClient, bookId: string, readOn: string, rating: number | null, review = '') {
	const res = await client.post('/api/entries', { bookId, readOn, rating, review })
	assert.equal(res.status, 201, await res.text())
}
/** What a reader's library is, by book title: reads (day, stars, review), shelf, tags. */
async function library(db: Database, userId: string) {
	const entries = await db
		.selectFrom('entry')
		.innerJoin('book', 'book.id', 'entry.bookId')
		.select(['book.title', 'readOn', 'rating', 'review'])
		.where('userId', '=', userId)
		.orderBy('book.title')
		.orderBy('readOn')
		.execute()
	const shelves = await db
		.selectFrom('shelf')
		.innerJoin('book', 'book.id', 'shelf.bookId')
		.select(['book.title', 'status'])
		.where('userId', '=', userId)
		.orderBy('book.title')
		.execute()
	const tags = await db
		.selectFrom('readerTag')
		.innerJoin('book', 'book.id', 'readerTag.bookId')
		.select(['book.title', 'tag'])
		.where('userId', '=', userId)
		.orderBy('book.title')
		.orderBy('tag')
		.execute()
	return { entries, shelves, tags }
}

test('the Goodreads CSV round trip: export one account, import into a new one, same reads, ratings, dates, shelves, reviews', async (t) => {
	const replay = await startBookServiceReplay(t)
	const { db, client } = await startTestApp(t, replay.env())
	const ann = await signUp(client())
	const books = {
		hand: await addBook(db, 'The Left Hand of Darkness', {
			seriesName: 'Hainish Cycle',
			seriesNumber: '4',
			identifiers: [{ scheme: 'isbn13', value: '9780441478125' }],
		}),
		dispossessed: await addBook(db, 'The Dispossessed'),
		lathe: await addBook(db, 'The Lathe of Heaven'),
		earthsea: await addBook(db, 'A Wizard of Earthsea'),
		tehanu: await addBook(db, 'Tehanu'),
	}
	await logRead(ann.client, books.hand, '2024-01-10', 4.5, 'Para one & <more>.\n\nPara two.')
	await logRead(ann.client, books.dispossessed, '2023-01-01', 3)
	await logRead(ann.client, books.dispossessed, '2024-02-02', 5, '=HYPERLINK("https://evil.example")')
	await put(ann.client, `/api/books/${books.lathe}/shelf`, { status: 'want' })
	await put(ann.client, `/api/books/${books.earthsea}/shelf`, { status: 'reading' })
	await put(ann.client, `/api/books/${books.tehanu}/shelf`, { status: 'dnf' })
	await db
		.insertInto('readerTag')
		.values([
			{ userId: ann.user.id, bookId: books.hand, tag: 'favourites' },
			{ userId: ann.user.id, bookId: books.hand, tag: 'owned' },
		])
		.execute()

	const res = await ann.client.request('/api/exports/goodreads.csv')
	assert.equal(res.status, 200)
	assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8')
	assert.match(
		res.headers.get('content-disposition') ?? '',
		/^attachment; filename="dogear-goodreads-\d{4}-\d\d-\d\d\.csv"$/,
	)
	const csv = await res.text()
	const [header] = await collect(csvRows(once(csv)))
	assert.deepEqual(header, [...GOODREADS_HEADERS])
	const records = await collect(csvRecords(once(csv)))
	assert.equal(records.length, 5)
	const byTitle = new Map(records.map((r) => [r['Title'], r]))
	const hand = byTitle.get('The Left Hand of Darkness (Hainish Cycle, #4)')!
	assert.deepEqual(
		[
			hand['ISBN13'],
			hand['My Rating'],
			hand['Date Read'],
			hand['Exclusive Shelf'],
			hand['Bookshelves'],
			hand['Owned Copies'],
			hand['Read Count'],
		],
		['9780441478125', '5', '2024/01/10', 'read', 'favourites', '1', '1'],
	)
	assert.equal(hand['My Review'], 'Para one &amp; &lt;more&gt;.<br/><br/>Para two.')
	const dispossessed = byTitle.get('The Dispossessed')!
	assert.deepEqual(
		[dispossessed['Read Count'], dispossessed['Date Read'], dispossessed['My Rating']],
		['2', '2024/02/02', '5'],
	)
	assert.equal(dispossessed['My Review'], `'=HYPERLINK("https://evil.example")`, 'the formula is neutralised')
	assert.deepEqual([...byTitle.values()].map((r) => r['Exclusive Shelf']).sort(), [
		'currently-reading',
		'did-not-finish',
		'read',
		'read',
		'to-read',
	])

	const bea = await signUp(client())
	const uploaded = await bea.client.json<ImportView>('/api/imports', {
		method: 'POST',
		json: { fileName: 'dogear-goodreads.csv', text: csv },
	})
	assert.equal(uploaded.status, 201)
	const id = uploaded.body.id
	const waitFor = async (status: string) => {
		for (let i = 0; i < 400 && (await bea.client.json<ImportView>(`/api/imports/${id}`)).body.status !== status; i++)
			await sleep(25)
	}
	await waitFor('review')
	await bea.client.post(`/api/imports/${id}/run`)
	await waitFor('done')

	const before = await library(db, ann.user.id)
	const after = await library(db, bea.user.id)
	assert.deepEqual(after.shelves, before.shelves)
	assert.deepEqual(after.tags, before.tags)
	// Goodreads keeps whole stars (4.5 comes back as 5) and one date per book: the earlier read of
	// The Dispossessed (2023-01-01) is counted in Read Count but has no day in the file, so it is not logged.
	assert.deepEqual(after.entries, [
		{ title: 'The Dispossessed', readOn: '2024-02-02', rating: 10, review: '=HYPERLINK("https://evil.example")' },
		{ title: 'The Left Hand of Darkness', readOn: '2024-01-10', rating: 10, review: 'Para one & <more>.\n\nPara two.' },
	])
	assert.deepEqual(
		before.entries
			.filter((e) => e.readOn !== '2023-01-01')
			.map((e) => ({ ...e, rating: e.rating === null ? null : Math.ceil(e.rating / 2) * 2 })),
		after.entries,
	)

	// The JSON archive holds the import, its rows and the tags too (there is no import of the archive itself).
	const archive = await bea.client.json<{ tables: Record<string, { rows: Record<string, unknown>[] }> }>(
		'/api/account/export',
	)
	assert.equal(archive.body.tables['import']?.rows.length, 1)
	assert.equal(archive.body.tables['importRow']?.rows.length, 5)
	assert.deepEqual(
		archive.body.tables['readerTag']?.rows.map((r) => r['tag']),
		['favourites', 'owned'],
	)
})

test('the Goodreads CSV needs a signed-in reader', async (t) => {
	const { client } = await startTestApp(t)
	assert.equal((await client().request('/api/exports/goodreads.csv')).status, 401)
})
