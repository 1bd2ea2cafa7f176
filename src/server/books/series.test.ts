import assert from 'node:assert/strict'
import { join, resolve } from 'node:path'
import { test } from 'node:test'
import { CommunityResponse, SeriesResponse } from '../../shared/schemas/series.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { importCatalog } from './import-catalog.ts'
import { upsertBook } from './upsert-book.ts'

const FIXTURES = resolve(import.meta.dirname, '../../../tests/fixtures/books')

test('a series page lists its books in position order, reached through any of them', async (t) => {
	const { db, client } = await startTestApp(t, {}, { worker: false })
	const add = async (title: string, seriesName: string | null, seriesNumber: string | null, goodreads: string) =>
		(
			await upsertBook(db, {
				title,
				seriesName,
				seriesNumber,
				identifiers: [{ scheme: 'goodreads', value: goodreads }],
				authors: [{ name: 'Terry Pratchett' }],
				subjects: [],
			})
		).bookId
	const tenth = await add('Moving Pictures', 'Discworld', '10', '1')
	const second = await add('The Light Fantastic', 'Discworld', '2', '2')
	const boxed = await add('The Colour of Magic / The Light Fantastic', 'Discworld', '1-2', '3')
	const first = await add('The Colour of Magic', 'Discworld', '1', '4')
	const unnumbered = await add('The Discworld Companion', 'Discworld', null, '5')
	await add('Mort', 'Death', '1', '6')
	const alone = await add('Good Omens', null, null, '7')

	const { status, body } = await client().json<unknown>(`/api/series/${tenth}`)
	assert.equal(status, 200, JSON.stringify(body))
	const series = SeriesResponse.parse(body)
	assert.deepEqual(series.series, { id: first, name: 'Discworld' }, 'named by its first book, whichever was asked')
	assert.deepEqual(
		series.books.map((b) => b.id),
		[first, boxed, second, tenth, unnumbered],
		"'10' after '2', a range after its first book, no position last",
	)
	assert.deepEqual(series.books[3]?.series, { name: 'Discworld', number: '10' })

	assert.equal((await client().json(`/api/series/${alone}`)).status, 404, 'a book in no series has none')
	assert.equal((await client().json('/api/series/no-such-book')).status, 404)
})

test("a book's community ratings come labelled by their source, apart from Dogear readers'", async (t) => {
	const { db, client } = await startTestApp(t, {}, { worker: false })
	await importCatalog(db, 'goodbooks', join(FIXTURES, 'goodbooks-sample.csv'))
	const [hobbit] = await db.selectFrom('book').select('id').where('title', '=', 'The Hobbit').execute()
	const { status, body } = await client().json<unknown>(`/api/books/${hobbit!.id}/community`)
	assert.equal(status, 200, JSON.stringify(body))
	assert.deepEqual(CommunityResponse.parse(body).ratings, [
		{
			source: 'goodbooks',
			label: 'Goodreads readers (goodbooks-10k)',
			average: 4.25,
			count: 2196809,
			histogram: [46023, 76784, 288649, 665635, 1119718],
		},
	])
	const bare = await upsertBook(db, {
		title: 'A Book Nobody Rated',
		identifiers: [{ scheme: 'goodreads', value: '99' }],
		authors: [],
		subjects: [],
	})
	assert.deepEqual((await client().json(`/api/books/${bare.bookId}/community`)).body, { ratings: [] })
	assert.equal((await client().json('/api/books/no-such-book/community')).status, 404)
})
