import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ENTRY_REVIEW_MAX, EntryMessages } from '../../shared/schemas/entries.ts'
import type { Database } from '../db/schema.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { type EntryReply, daysAgo, logRead, patchEntry } from '../../../tests/requests/entry-requests.ts'

/** Each bad value of one field, with the message the form shows under that field. */
const badFields: [field: string, value: unknown, message: string][] = [
	['rating', 0, EntryMessages.rating],
	['rating', 5.5, EntryMessages.rating],
	['rating', 4.25, EntryMessages.rating],
	['rating', '4', EntryMessages.rating],
	['readOn', daysAgo(-2), EntryMessages.readOnFuture],
	['readOn', '0000-01-01', EntryMessages.readOnInvalid],
	['readOn', '2023-02-30', EntryMessages.readOnInvalid],
	['readOn', '2026-1-5', EntryMessages.readOnInvalid],
	['startedOn', daysAgo(-2), EntryMessages.startedOnFuture],
	['review', '📚'.repeat(ENTRY_REVIEW_MAX + 1), EntryMessages.reviewTooLong],
	['review', 'Fine\u202Eenif', EntryMessages.controlCharacters],
	['liked', 'yes', EntryMessages.flag],
	['visibility', 'everyone', 'Choose who can see this: public, friends or only me'],
	['userId', 'someone-else', EntryMessages.unknownField],
]

async function rowCounts(db: Database) {
	const count = async (table: 'entry' | 'activity' | 'shelf') =>
		(
			await db
				.selectFrom(table)
				.select((eb) => eb.fn.countAll<number>().as('n'))
				.executeTakeFirstOrThrow()
		).n
	return {
		entries: Number(await count('entry')),
		activities: Number(await count('activity')),
		shelves: Number(await count('shelf')),
	}
}

test('a log with a bad field is a 400 naming that field, and nothing is written', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const ann = await signUp(client())
	for (const [field, value, message] of badFields) {
		const { status, body } = await ann.client.json<EntryReply>('/api/entries', {
			json: { bookId, readOn: '2026-01-02', [field]: value },
		})
		assert.equal(status, 400, `${field}: ${String(value).slice(0, 20)}`)
		assert.deepEqual(body.error.fields, { [field]: message }, `${field}: ${String(value).slice(0, 20)}`)
	}
	const missing = await ann.client.json<EntryReply>('/api/entries', { json: { readOn: '2026-01-02' } })
	assert.deepEqual(missing.body.error.fields, { bookId: EntryMessages.bookRequired })
	const startedLater = await ann.client.json<EntryReply>('/api/entries', {
		json: { bookId, readOn: '2026-01-02', startedOn: '2026-01-03' },
	})
	assert.deepEqual(startedLater.body.error.fields, { startedOn: EntryMessages.startedAfterRead })
	const noBook = await ann.client.json<EntryReply>('/api/entries', {
		json: { bookId: 'no-such-book', readOn: '2026-01-02', review: 'Lost' },
	})
	assert.equal(noBook.status, 404)
	assert.deepEqual(noBook.body.error.fields, { bookId: EntryMessages.bookNotFound })
	assert.equal(
		(await ann.client.request('/api/entries', { method: 'POST', headers: { 'content-type': 'application/json' } }))
			.status,
		400,
	)
	assert.deepEqual(await rowCounts(db), { entries: 0, activities: 0, shelves: 0 })
})

test('the review limit counts characters as people do: 20,000 emoji fit', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const ann = await signUp(client())
	const entry = await logRead(ann.client, { bookId, readOn: '2026-01-02', review: '📚'.repeat(ENTRY_REVIEW_MAX) })
	assert.equal([...entry.review].length, ENTRY_REVIEW_MAX)
	assert.equal(entry.readOn, '2026-01-02')
	assert.equal(
		(await logRead(ann.client, { bookId, readOn: daysAgo(0) })).readOn,
		daysAgo(0),
		'today is not the future',
	)
})

test('an edit with a bad field is a 400 naming it, and the entry stays as it was', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const ann = await signUp(client())
	const entry = await logRead(ann.client, {
		bookId,
		readOn: '2026-03-10',
		startedOn: '2026-03-01',
		rating: 3,
		review: 'Kept',
	})
	for (const [field, value, message] of badFields) {
		const { status, body } = await patchEntry(ann.client, entry.id, { review: 'Not kept', [field]: value })
		assert.equal(status, 400, `${field}: ${String(value).slice(0, 20)}`)
		assert.equal(body.error.fields?.[field], message)
	}
	assert.equal(
		(await patchEntry(ann.client, entry.id, { bookId })).body.error.fields?.bookId,
		EntryMessages.unknownField,
		'an entry stays with its book',
	)
	assert.equal((await patchEntry(ann.client, entry.id, {})).body.error.message, EntryMessages.nothingToChange)
	// The start day is checked against the read day the entry will have, whichever of the two the edit sends.
	for (const change of [
		{ startedOn: '2026-03-11' },
		{ readOn: '2026-02-28' },
		{ readOn: '2026-03-05', startedOn: '2026-03-06' },
	]) {
		const { status, body } = await patchEntry(ann.client, entry.id, { ...change, review: 'Not kept' })
		assert.equal(status, 400, JSON.stringify(change))
		assert.deepEqual(body.error.fields, { startedOn: EntryMessages.startedAfterRead })
	}
	assert.deepEqual((await ann.client.json<EntryReply>(`/api/entries/${entry.id}`)).body.entry, entry)
	assert.deepEqual(await rowCounts(db), { entries: 1, activities: 1, shelves: 1 })
	assert.equal(
		(await patchEntry(ann.client, entry.id, { readOn: '2026-02-28', startedOn: null })).status,
		200,
		'clearing the start day allows an earlier read day',
	)
})
