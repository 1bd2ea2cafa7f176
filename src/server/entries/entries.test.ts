import assert from 'node:assert/strict'
import { test } from 'node:test'
import { EntryResponse } from '../../shared/schemas/entries.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { type EntryReply, logRead, patchEntry } from '../../../tests/requests/entry-requests.ts'

test('a logged read is a 201 with the entry, reads back the same, and puts the book on the read shelf', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	assert.equal((await client().post('/api/entries', { bookId, readOn: '2026-01-02' })).status, 401)
	const ann = await signUp(client())
	const logged = await ann.client.json<EntryReply>('/api/entries', {
		json: {
			bookId,
			readOn: '2026-01-02',
			startedOn: '2025-12-20',
			rating: 4.5,
			liked: true,
			review: ' Cold.\r\n\r\nWarm. ',
		},
	})
	assert.equal(logged.status, 201)
	const { entry } = EntryResponse.parse(logged.body)
	assert.equal(entry.book.title, 'The Left Hand of Darkness')
	assert.equal(entry.reader.username, ann.username)
	assert.deepEqual(
		{
			readOn: entry.readOn,
			startedOn: entry.startedOn,
			rating: entry.rating,
			liked: entry.liked,
			reread: entry.reread,
			spoilers: entry.spoilers,
		},
		{ readOn: '2026-01-02', startedOn: '2025-12-20', rating: 4.5, liked: true, reread: false, spoilers: false },
	)
	assert.equal(entry.review, 'Cold.\n\nWarm.', 'line breaks kept, the ends trimmed')
	assert.equal(entry.visibility, 'public', 'a reader without a setting logs publicly')
	assert.equal(entry.createdAt, entry.updatedAt)
	assert.deepEqual(entry.can, { edit: true })

	const read = await ann.client.json<EntryReply>(`/api/entries/${entry.id}`)
	assert.equal(read.status, 200)
	assert.deepEqual(read.body.entry, entry)
	const stored = await db
		.selectFrom('entry')
		.select(['rating', 'userId'])
		.where('id', '=', entry.id)
		.executeTakeFirstOrThrow()
	assert.deepEqual(stored, { rating: 9, userId: ann.user.id }, '4.5 stars is stored as 9 half-stars')

	const shelf = await db
		.selectFrom('shelf')
		.select(['status', 'visibility'])
		.where('userId', '=', ann.user.id)
		.where('bookId', '=', bookId)
		.execute()
	assert.deepEqual(shelf, [{ status: 'read', visibility: 'public' }])
	const kinds = await db.selectFrom('activity').select(['kind', 'entryId']).where('userId', '=', ann.user.id).execute()
	assert.deepEqual(kinds, [{ kind: 'logged', entryId: entry.id }], 'one activity: the shelving is not announced twice')
})

test('every half star from 0.5 to 5 comes back as sent; none is null', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const ann = await signUp(client())
	for (const rating of [0.5, 1, 2.5, 4.5, 5, null]) {
		const entry = await logRead(ann.client, { bookId, readOn: '2026-03-01', rating })
		assert.equal((await ann.client.json<EntryReply>(`/api/entries/${entry.id}`)).body.entry.rating, rating)
	}
})

test('logging moves a book being read to read; a reread is a second entry with its own date', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const ann = await signUp(client())
	assert.equal(
		(await ann.client.request(`/api/books/${bookId}/shelf`, { method: 'PUT', json: { status: 'reading' } })).status,
		200,
	)
	const first = await logRead(ann.client, { bookId, readOn: '2024-05-01', rating: 3 })
	const second = await logRead(ann.client, { bookId, readOn: '2026-05-01', rating: 4, reread: true })
	assert.notEqual(first.id, second.id)
	assert.equal((await ann.client.json<EntryReply>(`/api/entries/${first.id}`)).body.entry.readOn, '2024-05-01')
	assert.equal((await ann.client.json<EntryReply>(`/api/entries/${second.id}`)).body.entry.reread, true)
	const entries = await db.selectFrom('entry').select('id').where('userId', '=', ann.user.id).execute()
	assert.equal(entries.length, 2)
	const shelves = await db.selectFrom('shelf').select('status').where('userId', '=', ann.user.id).execute()
	assert.deepEqual(shelves, [{ status: 'read' }])
})

test("logging uses the reader's default visibility unless the form says otherwise, and the shelf shares it", async (t) => {
	const { db, client } = await startTestApp(t)
	const ann = await signUp(client())
	await db
		.insertInto('profile')
		.values({ userId: ann.user.id, entryVisibility: 'friends', updatedAt: new Date().toISOString() })
		.execute()
	const [dune, emma] = [await addBook(db, 'Dune'), await addBook(db, 'Emma')]
	assert.equal((await logRead(ann.client, { bookId: dune, readOn: '2026-02-01' })).visibility, 'friends')
	assert.equal(
		(await logRead(ann.client, { bookId: emma, readOn: '2026-02-01', visibility: 'private' })).visibility,
		'private',
	)
	const shelves = await db
		.selectFrom('shelf')
		.select(['bookId', 'visibility'])
		.where('userId', '=', ann.user.id)
		.orderBy('visibility')
		.execute()
	assert.deepEqual(shelves, [
		{ bookId: dune, visibility: 'friends' },
		{ bookId: emma, visibility: 'private' },
	])
})

test('an edit writes only the fields that changed, moves updatedAt and says which fields changed', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const ann = await signUp(client())
	const entry = await logRead(ann.client, { bookId, readOn: '2026-04-10', rating: 3, review: 'Fine.' })
	const { status, body } = await patchEntry(ann.client, entry.id, {
		readOn: '2026-04-10',
		rating: 3.5,
		review: 'Fine.',
		liked: false,
		spoilers: true,
	})
	assert.equal(status, 200)
	assert.equal(body.entry.rating, 3.5)
	assert.equal(body.entry.spoilers, true)
	assert.equal(body.entry.review, 'Fine.')
	assert.equal(body.entry.createdAt, entry.createdAt)
	assert.ok(body.entry.updatedAt > entry.updatedAt, 'updatedAt moves on a change')
	const updates = await db
		.selectFrom('activity')
		.select(['details', 'entryId', 'visibility'])
		.where('kind', '=', 'updated')
		.execute()
	assert.deepEqual(updates, [
		{ details: JSON.stringify({ fields: ['rating', 'spoilers'] }), entryId: entry.id, visibility: 'public' },
	])
	assert.deepEqual((await ann.client.json<EntryReply>(`/api/entries/${entry.id}`)).body.entry, body.entry)
	assert.equal((await patchEntry(ann.client, 'no-such-entry', { rating: 1 })).status, 404)
})

test('an edit that changes nothing leaves the entry, its updatedAt and the activity as they were', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const ann = await signUp(client())
	const entry = await logRead(ann.client, { bookId, readOn: '2026-04-10', rating: 2, review: 'Line one\nline two' })
	const same = {
		readOn: entry.readOn,
		startedOn: null,
		rating: 2,
		liked: false,
		reread: false,
		spoilers: false,
		review: 'Line one\r\nline two ',
		visibility: 'public',
	}
	const { status, body } = await patchEntry(ann.client, entry.id, same)
	assert.equal(status, 200)
	assert.deepEqual(body.entry, entry)
	const activities = await db.selectFrom('activity').select('kind').where('userId', '=', ann.user.id).execute()
	assert.deepEqual(activities, [{ kind: 'logged' }])
})

test("changing an entry's visibility changes who can see its activities too", async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const ann = await signUp(client())
	const entry = await logRead(ann.client, { bookId, readOn: '2026-04-10' })
	assert.equal((await patchEntry(ann.client, entry.id, { visibility: 'private' })).body.entry.visibility, 'private')
	const activities = await db
		.selectFrom('activity')
		.select(['kind', 'visibility'])
		.where('entryId', '=', entry.id)
		.orderBy('createdAt')
		.execute()
	assert.deepEqual(activities, [
		{ kind: 'logged', visibility: 'private' },
		{ kind: 'updated', visibility: 'private' },
	])
	assert.equal((await client().request(`/api/entries/${entry.id}`)).status, 404)
})

test("deleting an entry removes it and its activities and leaves a private 'deleted' activity with nothing of the review", async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const ann = await signUp(client())
	const entry = await logRead(ann.client, {
		bookId,
		readOn: '2026-06-01',
		rating: 5,
		review: 'The twist: Genly was the envoy all along',
		spoilers: true,
	})
	await patchEntry(ann.client, entry.id, { liked: true })
	assert.equal((await client().request(`/api/entries/${entry.id}`, { method: 'DELETE' })).status, 401)
	assert.equal((await ann.client.request(`/api/entries/${entry.id}`, { method: 'DELETE' })).status, 204)

	assert.equal((await ann.client.request(`/api/entries/${entry.id}`)).status, 404)
	assert.equal((await db.selectFrom('entry').select('id').execute()).length, 0)
	const activities = await db.selectFrom('activity').selectAll().where('userId', '=', ann.user.id).execute()
	assert.equal(activities.length, 1, 'the logged and updated activities went with the entry')
	const [deleted] = activities
	assert.deepEqual(
		{
			kind: deleted?.kind,
			bookId: deleted?.bookId,
			entryId: deleted?.entryId,
			details: deleted?.details,
			visibility: deleted?.visibility,
		},
		{ kind: 'deleted', bookId, entryId: null, details: '{}', visibility: 'private' },
	)
	assert.doesNotMatch(JSON.stringify(deleted), /twist|Genly|envoy/)
	assert.equal(
		(await ann.client.request(`/api/entries/${entry.id}`, { method: 'DELETE' })).status,
		404,
		'deleting twice finds nothing',
	)
})
