import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sql } from 'kysely'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { dialectOf } from './database.ts'
import { readNowQuery } from './read-now.ts'
import type { Database } from './schema.ts'

const setVersion = (db: Database, bookId: string, entries: number) =>
	db
		.insertInto('bookVersion')
		.values({ bookId, entries })
		.onConflict((oc) => oc.column('bookId').doUpdateSet({ entries }))
		.execute()

test('reads of one query asked for together each get their own row, a missing one as nothing', async (t) => {
	const { db } = await startTestApp(t, {}, { worker: false })
	const books = await Promise.all(Array.from({ length: 30 }, (_, i) => addBook(db, `Book ${i}`)))
	for (const [i, bookId] of books.entries()) if (i % 3 > 0) await setVersion(db, bookId, i)
	const titled = readNowQuery((db, id: string, least: string) =>
		db
			.selectFrom('book')
			.leftJoin('bookVersion', 'bookVersion.bookId', 'book.id')
			.select(['book.title', 'bookVersion.entries'])
			.where('book.id', '=', id)
			.where('book.title', '>=', least)
			.where('book.title', '<>', 'Neither')
			.compile(),
	)
	const asked = [
		...books.map((id) => [id, 'Book'] as const),
		['no such book', 'Book'] as const,
		[books[0]!, 'Other'] as const,
	]
	const rows = await Promise.all(asked.map(([id, least]) => titled(db, id, least)))
	assert.deepEqual(rows, [
		...books.map((_, i) => ({ title: `Book ${i}`, entries: i % 3 > 0 ? i : null })),
		undefined,
		undefined,
	])
})

test('a read asked for while the same query runs for others waits for the next, so it sees what was committed before it', async (t) => {
	const { db } = await startTestApp(t, {}, { worker: false })
	const bookId = await addBook(db)
	await setVersion(db, bookId, 1)
	// On PostgreSQL the query takes 300 ms, long enough for a write to commit while it runs; on SQLite reads run at once.
	const slowly = dialectOf(db) === 'postgres' ? sql`pg_sleep(0.3)` : sql`0`
	const version = readNowQuery((db, id: string) =>
		sql<{ entries: number }>`select "entries", ${slowly} as "slept" from "bookVersion" where "bookId" = ${id}`.compile(
			db,
		),
	)

	const running = version(db, bookId)
	await new Promise((resolve) => setTimeout(resolve, 50))
	await setVersion(db, bookId, 2)
	const after = version(db, bookId)
	assert.equal((await running)?.entries, 1, 'the statement already running began before the write')
	assert.equal((await after)?.entries, 2)
})
