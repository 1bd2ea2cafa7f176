import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sql, type Kysely } from 'kysely'
import { onPostgres, startTestApp } from '../../../tests/support/test-app.ts'
import * as m0028 from '../db/migrations/0028-series-and-community-data.ts'
import { findBook } from './book-queries.ts'
import { searchBooks } from './book-search.ts'
import { upsertBook } from './upsert-book.ts'

const add = async (db: Parameters<typeof upsertBook>[0], goodreads: string, fields: Record<string, string>) =>
	(
		await upsertBook(db, {
			title: fields.title!,
			seriesName: fields.seriesName ?? null,
			seriesNumber: fields.seriesNumber ?? null,
			identifiers: [{ scheme: 'goodreads', value: goodreads }],
			authors: [{ name: 'Terry Pratchett' }],
			subjects: [],
		})
	).bookId

test('migration 0028 splits titles the old parser left whole or split wrongly, and reindexes them', async (t) => {
	const { db } = await startTestApp(t, {}, { worker: false })
	// As the parser before 0028 stored them: the last position, with the first series glued to the second.
	// 'Mort (Death, #1; Discworld, #4)' keeps the first series it names.
	const mort = await add(db, '1', { title: 'Mort', seriesName: 'Death, #1; Discworld', seriesNumber: '4' })
	const four = await add(db, '2', { title: 'Four: A Divergent Story Collection (Divergent, #0.1 - 0.4)' })
	const fire = await add(db, '3', { title: 'Catching Fire', seriesName: 'The Hunger Games', seriesNumber: '2' })
	const firm = await add(db, '4', { title: 'The Firm (Penguin Readers, Level 5)' })

	const migrations = db as unknown as Kysely<unknown>
	// 0028 writes PostgreSQL's search row as it stood then, with the names column that 0031 dropped.
	if (onPostgres) await sql`alter table "bookSearch" add column "names" text`.execute(migrations)
	await m0028.down(migrations)
	await m0028.up(migrations)

	const series = async (id: string) => {
		const book = await findBook(db, id)
		return [book?.title, book?.seriesName, book?.seriesNumber]
	}
	assert.deepEqual(await series(mort), ['Mort', 'Death', '1'])
	assert.deepEqual(await series(four), ['Four: A Divergent Story Collection', 'Divergent', '0.1-0.4'])
	assert.deepEqual(await series(fire), ['Catching Fire', 'The Hunger Games', '2'], 'a right split is left alone')
	assert.deepEqual(await series(firm), ['The Firm (Penguin Readers, Level 5)', null, null])

	const found = async (q: string) => (await searchBooks(db, q, { page: 1, limit: 10 })).bookIds
	assert.deepEqual(await found('mort death'), [mort], 'the series is searchable under its new name')
	assert.deepEqual(await found('divergent'), [four])
	assert.deepEqual(await found('four divergent'), [four])
})
