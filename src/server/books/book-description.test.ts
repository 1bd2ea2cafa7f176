import assert from 'node:assert/strict'
import { test } from 'node:test'
import { BookResponse } from '../../shared/schemas/books.ts'
import { sharedData, startBookServiceReplay } from '../../../tests/support/book-service-replay.ts'
import { addReader } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { editBook } from '../book-edits/edit-book.ts'
import { upsertBook } from './upsert-book.ts'

async function start(t: Parameters<typeof startTestApp>[0]) {
	const replay = await startBookServiceReplay(t)
	const app = await startTestApp(t, replay.env())
	// As a goodbooks book arrives: identifiers, no description.
	const { bookId } = await upsertBook(app.db, {
		title: 'Sabriel',
		identifiers: [{ scheme: 'olWork', value: 'OL15832982W' }],
		authors: [{ name: 'Garth Nix' }],
		subjects: [],
	})
	const view = async () => {
		const { status, body } = await app.client().json<unknown>(`/api/books/${bookId}`)
		assert.equal(status, 200, JSON.stringify(body))
		return BookResponse.parse(body).book
	}
	// The book page also queues its cover's look-up (covers/open-library-covers.test.ts): only description jobs count here.
	const jobs = () =>
		app.db.selectFrom('job').select(['kind', 'lastError', 'failedAt']).where('kind', '=', 'book-description').execute()
	return { ...app, replay, bookId, view, jobs }
}

/** What the background jobs do shows within 30 s: a loaded machine runs this file beside others. */
async function eventually<T>(look: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
	for (let waited = 0; ; waited += 50) {
		const value = await look()
		if (done(value) || waited > 30_000) return value
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
}

test("a book page without a description fetches Open Library's in the background, once, and names it", async (t) => {
	if (!sharedData(t, 'open-library/api/works_OL15832982W.json')) return
	const { view, replay, jobs, db, bookId } = await start(t)
	const first = await view()
	assert.equal(first.description, null, 'the reader is not kept waiting for Open Library')
	const later = await eventually(view, (book) => book.description !== null)
	assert.equal(later.description, 'First in the Old Kingdom/Abhorsen series.')
	assert.equal(later.descriptionSource, 'openLibrary')
	assert.ok(replay.requests.includes('/openlibrary/works/OL15832982W.json'), replay.requests.join(' '))

	// The cover's look-up reads the same record; it is done before the requests are counted.
	await eventually(
		() => db.selectFrom('job').select('kind').execute(),
		(rows) => rows.length === 0,
	)
	const asked = replay.requests.length
	await view()
	assert.deepEqual(await jobs(), [])
	assert.equal(replay.requests.length, asked, 'a described book asks nothing more')

	const admin = await addReader(db)
	await editBook(db, {
		bookId,
		editor: { id: admin.id, role: 'admin' },
		values: { description: 'A necromancer saves the Old Kingdom.' },
	})
	const edited = await view()
	assert.deepEqual(
		[edited.description, edited.descriptionSource],
		['A necromancer saves the Old Kingdom.', null],
		"a reader's words are not Open Library's",
	)
})

test('while Open Library cannot be reached, the page answers without a description and the book is asked for later', async (t) => {
	const { view, replay, jobs, db, bookId } = await start(t)
	replay.misbehave('/openlibrary/works/OL15832982W.json', { status: 503 })
	assert.equal((await view()).description, null)
	await eventually(jobs, (rows) => rows.length === 0)
	assert.ok(replay.requests.includes('/openlibrary/works/OL15832982W.json'), replay.requests.join(' '))
	assert.deepEqual(await jobs(), [], 'no failed job is left to retry and log')
	const row = await db
		.selectFrom('book')
		.select(['description', 'descriptionCheckedAt'])
		.where('id', '=', bookId)
		.executeTakeFirst()
	assert.deepEqual(row, { description: null, descriptionCheckedAt: null }, 'a later view asks again')
})
