import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { findBookAuthors, findBookIdentifiers, findBookSubjects, findBook } from './book-queries.ts'
import { upsertBook, type BookInput } from './upsert-book.ts'

const sabriel: BookInput = {
	title: 'Sabriel',
	identifiers: [
		{ scheme: 'isbn13', value: '9780060273224' },
		{ scheme: 'goodreads', value: '518848' },
	],
	authors: [{ name: 'Garth Nix' }],
	subjects: ['Fantasy'],
	publishedDate: '1995',
}

test('the same book arriving again by any one identifier is merged into one book, filling only blanks', async (t) => {
	const { db } = await startTestApp(t)
	const first = await upsertBook(db, sabriel)
	assert.equal(first.outcome, 'added')
	assert.equal((await upsertBook(db, sabriel)).outcome, 'unchanged')

	const again = await upsertBook(db, {
		title: 'Sabriel (Abhorsen, #1)',
		identifiers: [
			{ scheme: 'olEdition', value: 'OL22951843M' },
			{ scheme: 'goodreads', value: '518848' },
		],
		authors: [{ name: 'Someone Else' }],
		subjects: ['Fantasy', 'Necromancers'],
		publishedDate: '1996-09-01',
		pageCount: 292,
	})
	assert.deepEqual(again, { bookId: first.bookId, outcome: 'updated' })
	const book = await findBook(db, first.bookId)
	assert.equal(book?.title, 'Sabriel', 'a later source does not overwrite')
	assert.equal(book?.publishedDate, '1995')
	assert.equal(book?.pageCount, 292, 'but fills what was unknown')
	assert.deepEqual(
		(await findBookIdentifiers(db, first.bookId)).map((i) => `${i.scheme}:${i.value}`),
		['goodreads:518848', 'isbn13:9780060273224', 'olEdition:OL22951843M'],
	)
	assert.deepEqual(
		(await findBookAuthors(db, [first.bookId])).map((a) => a.name),
		['Garth Nix'],
	)
	assert.deepEqual(await findBookSubjects(db, first.bookId), ['Fantasy', 'Necromancers'])
	assert.equal(
		(
			await db
				.selectFrom('book')
				.select((eb) => eb.fn.countAll<number>().as('n'))
				.executeTakeFirstOrThrow()
		).n.toString(),
		'1',
	)
})

test('authors are shared between books by name, whatever the accents and case', async (t) => {
	const { db } = await startTestApp(t)
	const a = await upsertBook(db, {
		title: 'Jane Eyre',
		identifiers: [{ scheme: 'isbn13', value: '9780141441146' }],
		authors: [{ name: 'Charlotte Brontë' }],
		subjects: [],
	})
	const b = await upsertBook(db, {
		title: 'Villette',
		identifiers: [{ scheme: 'isbn13', value: '9780141434728' }],
		authors: [{ name: 'charlotte bronte' }],
		subjects: [],
	})
	const [ofA] = await findBookAuthors(db, [a.bookId])
	const [ofB] = await findBookAuthors(db, [b.bookId])
	assert.equal(ofA?.id, ofB?.id)
	assert.equal(ofA?.sortName, 'Brontë, Charlotte')
})

test('the same new book stored by several requests at once ends up as one book', async (t) => {
	const { db } = await startTestApp(t)
	const results = await Promise.all([1, 2, 3, 4].map(() => upsertBook(db, sabriel)))
	assert.equal(new Set(results.map((r) => r.bookId)).size, 1)
	assert.deepEqual(results.map((r) => r.outcome).sort(), ['added', 'unchanged', 'unchanged', 'unchanged'])
})

test('a book comes with its edition; a known ISBN fills that edition, a new ISBN of the same work adds one', async (t) => {
	const { db } = await startTestApp(t)
	const editionsOf = (bookId: string) =>
		db
			.selectFrom('edition')
			.select(['id', 'format', 'pageCount', 'audioMinutes', 'publisher', 'publishedDate'])
			.where('bookId', '=', bookId)
			.orderBy('createdAt')
			.orderBy('id')
			.execute()
	const identifierEditions = async (bookId: string) =>
		Object.fromEntries(
			(
				await db
					.selectFrom('bookIdentifier')
					.select(['scheme', 'value', 'editionId'])
					.where('bookId', '=', bookId)
					.execute()
			).map((i) => [`${i.scheme}:${i.value}`, i.editionId]),
		)

	const { bookId } = await upsertBook(db, sabriel, '2026-01-01T00:00:00.000Z')
	const [first] = await editionsOf(bookId)
	assert.deepEqual(
		{ ...first, id: undefined },
		{ id: undefined, format: 'print', pageCount: null, audioMinutes: null, publisher: null, publishedDate: '1995' },
	)
	assert.deepEqual(await identifierEditions(bookId), { 'goodreads:518848': null, 'isbn13:9780060273224': first?.id })

	const filled = await upsertBook(db, {
		...sabriel,
		pageCount: 292,
		edition: { publisher: 'HarperCollins', format: 'ebook' },
	})
	assert.equal(filled.outcome, 'updated')
	const [again] = await editionsOf(bookId)
	assert.equal(again?.pageCount, 292, 'a blank of the edition its ISBN names is filled')
	assert.equal(again?.publisher, 'HarperCollins')
	assert.equal(again?.format, 'print', 'a known edition keeps its format')

	const audio = await upsertBook(
		db,
		{
			title: 'Sabriel',
			identifiers: [
				{ scheme: 'goodreads', value: '518848' },
				{ scheme: 'isbn13', value: '9780807205396' },
			],
			authors: [],
			subjects: [],
			edition: { format: 'audiobook', audioMinutes: 690, publisher: 'Listening Library' },
		},
		'2026-01-02T00:00:00.000Z',
	)
	assert.deepEqual(audio, { bookId, outcome: 'updated' })
	const editions = await editionsOf(bookId)
	assert.equal(editions.length, 2)
	assert.deepEqual(
		{ ...editions[1], id: undefined },
		{
			id: undefined,
			format: 'audiobook',
			pageCount: null,
			audioMinutes: 690,
			publisher: 'Listening Library',
			publishedDate: null,
		},
	)
	assert.equal((await identifierEditions(bookId))['isbn13:9780807205396'], editions[1]?.id)
	assert.equal((await upsertBook(db, sabriel)).outcome, 'unchanged')
})
