import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sql, type Kysely } from 'kysely'
import { onPostgres, startTestApp } from '../../../tests/support/test-app.ts'
import * as m0033 from '../db/migrations/0033-postgres-search-tokens.ts'
import { searchBooks } from './book-search.ts'
import { upsertBook } from './upsert-book.ts'

test('migration 0033 indexes the books already there, and the index follows later writes and deletions', async (t) => {
	const { db } = await startTestApp(t, {}, { worker: false })
	const add = async (goodreads: string, title: string, author: string, popularity: number) =>
		(
			await upsertBook(db, {
				title,
				popularity,
				identifiers: [{ scheme: 'goodreads', value: goodreads }],
				authors: [{ name: author }],
				subjects: [],
			})
		).bookId
	const wuthering = await add('1', 'Wuthering Heights', 'Emily Brontë', 200)
	const jane = await add('2', 'Jane Eyre', 'Charlotte Brontë', 300)
	const migrations = db as unknown as Kysely<unknown>
	await m0033.down(migrations)
	await m0033.up(migrations)

	const found = async (q: string) => (await searchBooks(db, q, { page: 1, limit: 10 })).bookIds
	assert.deepEqual(await found('wuth heig'), [wuthering], 'prefixes of up to four letters')
	assert.deepEqual((await found('brontë')).sort(), [jane, wuthering].sort(), 'a longer word')
	assert.deepEqual(await found('charlot bront'), [jane], 'a longer prefix')
	assert.deepEqual(await found('wuthring'), [wuthering], 'a misspelling')

	const villette = await add('3', 'Villette', 'Charlotte Brontë', 250)
	await add('1', 'Wuthering Heights', 'Emily Brontë', 400)
	assert.deepEqual((await found('bronte')).sort(), [wuthering, jane, villette].sort(), 'a new book')
	await db.deleteFrom('book').where('id', '=', wuthering).execute()
	assert.deepEqual((await found('bronte')).sort(), [jane, villette].sort(), 'a deleted book is gone')
	if (onPostgres) {
		const { rows } = await sql<{ stale: number }>`select count(*)::integer as "stale" from "bookSearchToken" t
			where not exists (select 1 from "bookSearch" s where s."key" = t."key" and s."popularity" = t."popularity")`.execute(
			db,
		)
		assert.deepEqual(rows, [{ stale: 0 }], 'no token is left of a deleted book or an old popularity')
	}
})
