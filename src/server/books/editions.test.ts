import assert from 'node:assert/strict'
import { test } from 'node:test'
import { BookResponse } from '../../shared/schemas/books.ts'
import { EditionResponse } from '../../shared/schemas/editions.ts'
import { EntryResponse } from '../../shared/schemas/entries.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp, type Answer } from '../../../tests/support/test-client.ts'

const audiobook = {
	format: 'audiobook',
	isbn: '978-0-8072-0539-6',
	audioMinutes: 690,
	publisher: ' Listening Library ',
}

test('a reader adds an edition to a book; the book page lists it after the first one', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db, 'Sabriel', {
		identifiers: [{ scheme: 'isbn13', value: '9780060273224' }],
		language: 'en',
	})
	assert.equal((await client().post(`/api/books/${bookId}/editions`, audiobook)).status, 401)
	const ann = await signUp(client())
	const added = await ann.client.json(`/api/books/${bookId}/editions`, {
		json: { ...audiobook, year: 2002, language: 'EN' },
	})
	assert.equal(added.status, 201, JSON.stringify(added.body))
	const { edition } = EditionResponse.parse(added.body)
	assert.deepEqual(
		{ ...edition, id: undefined },
		{
			id: undefined,
			format: 'audiobook',
			pageCount: null,
			audioMinutes: 690,
			publisher: 'Listening Library',
			language: 'en',
			publishedDate: '2002',
			isbn13: '9780807205396',
			isbn10: '0807205397',
		},
	)
	const { book } = BookResponse.parse((await client().json(`/api/books/${bookId}`)).body)
	assert.deepEqual(
		book.editions.map((e) => [e.format, e.pageCount, e.audioMinutes, e.isbn13]),
		[
			['print', 304, null, '9780060273224'],
			['audiobook', null, 690, '9780807205396'],
		],
	)
})

test('bad input names its field, a taken ISBN is a 409 naming the edition that holds it, and nothing is written', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db, 'Sabriel', { identifiers: [{ scheme: 'isbn13', value: '9780060273224' }] })
	const ann = await signUp(client())
	const post = (json: unknown, id = bookId) => ann.client.json<Answer>(`/api/books/${id}/editions`, { json })
	const fieldOf = async (json: unknown) => {
		const { status, body } = await post(json)
		return [status, Object.keys((body as { error: { fields?: object } }).error.fields ?? {})]
	}
	assert.deepEqual(await fieldOf({ format: 'vinyl' }), [400, ['format']])
	assert.deepEqual(await fieldOf({ format: 'print', isbn: '9780060273225' }), [400, ['isbn']])
	assert.deepEqual(await fieldOf({ format: 'print', pageCount: 0 }), [400, ['pageCount']])
	assert.deepEqual(await fieldOf({ format: 'print', pageCount: 12.5 }), [400, ['pageCount']])
	assert.deepEqual(await fieldOf({ format: 'audiobook', audioMinutes: -5 }), [400, ['audioMinutes']])
	assert.deepEqual(await fieldOf({ format: 'print', year: 3000 }), [400, ['year']])
	assert.deepEqual(await fieldOf({ format: 'print', language: 'English' }), [400, ['language']])
	assert.deepEqual(await fieldOf({ format: 'print', publisher: 'x'.repeat(201) }), [400, ['publisher']])
	assert.deepEqual(await fieldOf({ format: 'print', owner: 'me' }), [400, ['owner']])
	assert.equal((await post({ format: 'print' }, 'no-such-book')).status, 404)

	const taken = await post({ format: 'ebook', isbn: '0-06-027322-4' })
	assert.equal(taken.status, 409)
	const error = (taken.body as { error: { code: string; fields: Record<string, string> } }).error
	assert.equal(error.code, 'isbn_taken')
	assert.match(error.fields.isbn ?? '', /print edition of “Sabriel”/)
	const count = await db
		.selectFrom('edition')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.where('bookId', '=', bookId)
		.executeTakeFirstOrThrow()
	assert.equal(Number(count.n), 1, 'refused editions leave nothing behind')
})

test('a read records its edition and format, takes the edition’s format by default, and refuses another book’s edition', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db, 'Sabriel')
	const otherBookId = await addBook(db, 'Lirael')
	const ann = await signUp(client())
	const added = await ann.client.json(`/api/books/${bookId}/editions`, {
		json: { format: 'audiobook', audioMinutes: 690 },
	})
	const audio = EditionResponse.parse(added.body).edition
	const { book: other } = BookResponse.parse((await client().json(`/api/books/${otherBookId}`)).body)

	const logged = await ann.client.json('/api/entries', {
		json: { bookId, readOn: '2026-01-02', editionId: audio.id, audioMinutes: 700 },
	})
	assert.equal(logged.status, 201, JSON.stringify(logged.body))
	const { entry } = EntryResponse.parse(logged.body)
	assert.deepEqual(
		[entry.editionId, entry.format, entry.pageCount, entry.audioMinutes],
		[audio.id, 'audiobook', null, 700],
	)
	const read = EntryResponse.parse((await ann.client.json(`/api/entries/${entry.id}`)).body).entry
	assert.deepEqual(read, entry)

	const ebook = await ann.client.json('/api/entries', {
		json: { bookId, readOn: '2026-01-03', format: 'ebook', pageCount: 290 },
	})
	assert.deepEqual(
		(({ editionId, format, pageCount }) => ({ editionId, format, pageCount }))(EntryResponse.parse(ebook.body).entry),
		{ editionId: null, format: 'ebook', pageCount: 290 },
	)

	const wrong = await ann.client.json<Answer>('/api/entries', {
		json: { bookId, readOn: '2026-01-02', editionId: other.editions[0]?.id },
	})
	assert.equal(wrong.status, 400)
	assert.deepEqual(Object.keys((wrong.body as { error: { fields: object } }).error.fields), ['editionId'])
	const badFormat = await ann.client.json<Answer>('/api/entries', {
		json: { bookId, readOn: '2026-01-02', format: 'scroll' },
	})
	assert.deepEqual(Object.keys((badFormat.body as { error: { fields: object } }).error.fields), ['format'])

	const patched = await ann.client.json(`/api/entries/${entry.id}`, {
		method: 'PATCH',
		json: { editionId: other.editions[0]?.id },
	})
	assert.equal(patched.status, 400)
	const changed = await ann.client.json(`/api/entries/${entry.id}`, {
		method: 'PATCH',
		json: { format: 'print', editionId: null, audioMinutes: null, pageCount: 310 },
	})
	assert.equal(changed.status, 200, JSON.stringify(changed.body))
	const after = EntryResponse.parse(changed.body).entry
	assert.deepEqual([after.editionId, after.format, after.pageCount, after.audioMinutes], [null, 'print', 310, null])
})
