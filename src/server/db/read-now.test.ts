import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { test } from 'node:test'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { openDatabase } from './database.ts'
import { readNow, readNowQuery } from './read-now.ts'

test('a read at once sees committed rows only: it waits for a transaction that holds the connection', async (t) => {
	const { db } = await startTestApp(t, {}, { worker: false })
	const bookId = await addBook(db)
	const version = () =>
		readNow(db, db.selectFrom('bookVersion').select('entries').where('bookId', '=', bookId).compile())
	const before = await version()

	let wrote!: () => void
	let finish!: () => void
	const written = new Promise<void>((resolve) => (wrote = resolve))
	const finished = new Promise<void>((resolve) => (finish = resolve))
	const writing = db
		.transaction()
		.execute(async (trx) => {
			await trx
				.insertInto('bookVersion')
				.values({ bookId, entries: 41 })
				.onConflict((oc) => oc.column('bookId').doUpdateSet({ entries: 41 }))
				.execute()
			wrote()
			await finished
			throw new Error('rolled back')
		})
		.catch((error: Error) => error.message)
	await written
	const during = version()
	finish()
	assert.equal(await writing, 'rolled back')
	assert.deepEqual(await during, before, 'the rolled-back write was never seen')

	await db
		.insertInto('bookVersion')
		.values({ bookId, entries: 42 })
		.onConflict((oc) => oc.column('bookId').doUpdateSet({ entries: 42 }))
		.execute()
	assert.deepEqual(await version(), { entries: 42 })
})

test('on SQLite a read is remembered only until this connection or another one commits a change', async (t) => {
	const path = join(mkdtempSync(join(tmpdir(), 'dogear-read-now-')), 'dogear.sqlite')
	const db = openDatabase(path)
	const other = new SQLite(path)
	t.after(async () => {
		other.close()
		await db.destroy()
		rmSync(dirname(path), { recursive: true, force: true })
	})
	await sql`create table "probe" ("id" integer primary key, "n" integer not null)`.execute(db)
	await sql`insert into "probe" values (1, 1)`.execute(db)
	const n = async () =>
		(await readNow(db, sql<{ n: number }>`select "n" from "probe" where "id" = ${1}`.compile(db)))?.n
	assert.equal(await n(), 1)
	assert.equal(await n(), 1)

	await sql`update "probe" set "n" = 2`.execute(db)
	assert.equal(await n(), 2, 'a write through this connection')
	other.prepare('update "probe" set "n" = 3').run()
	assert.equal(await n(), 3, 'a write by another connection')
	await db.transaction().execute((trx) => sql`update "probe" set "n" = 4`.execute(trx))
	assert.equal(await n(), 4, 'a transaction')
})

test('a query compiled once takes each call’s arguments in their places, beside values of its own', async (t) => {
	const { db } = await startTestApp(t, {}, { worker: false })
	const [first, second] = [await addBook(db, 'First'), await addBook(db, 'Second')]
	const titled = readNowQuery((db, id: string, title: string) =>
		db
			.selectFrom('book')
			.select('title')
			.where('title', '=', title)
			.where('title', '<>', 'Neither')
			.where('id', '=', id)
			.compile(),
	)
	assert.deepEqual(await titled(db, first, 'First'), { title: 'First' })
	assert.equal(await titled(db, second, 'First'), undefined)
	assert.deepEqual(await titled(db, second, 'Second'), { title: 'Second' })
})
