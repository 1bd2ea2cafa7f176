import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { readNow } from './read-now.ts'

test('a read at once sees committed rows only: it waits for a transaction that holds the connection', async (t) => {
	const { db } = await startTestApp(t, {}, { worker: false })
	const bookId = await addBook(db)
	const version = () => readNow(db, db.selectFrom('bookVersion').select('entries').where('bookId', '=', bookId).compile())
	const before = await version()

	let wrote!: () => void
	let finish!: () => void
	const written = new Promise<void>((resolve) => (wrote = resolve))
	const finished = new Promise<void>((resolve) => (finish = resolve))
	const writing = db
		.transaction()
		.execute(async (trx) => {
			await trx.insertInto('bookVersion').values({ bookId, entries: 41 }).onConflict((oc) => oc.column('bookId').doUpdateSet({ entries: 41 })).execute()
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

	await db.insertInto('bookVersion').values({ bookId, entries: 42 }).onConflict((oc) => oc.column('bookId').doUpdateSet({ entries: 42 })).execute()
	assert.deepEqual(await version(), { entries: 42 })
})
