import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sharedData } from '../../../tests/support/book-service-replay.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import type { Database } from '../db/schema.ts'
import { findBooks } from './book-queries.ts'
import { MAX_RESULTS, searchBooks } from './book-search.ts'
import { importCatalog } from './import-catalog.ts'
import { upsertBook } from './upsert-book.ts'

async function titles(db: Database, query: string, page = 1, limit = 5) {
	const { bookIds } = await searchBooks(db, query, { page, limit })
	const books = new Map((await findBooks(db, bookIds)).map((b) => [b.id, b.title]))
	return bookIds.map((id) => books.get(id)!)
}

test('search over our own small catalogue: prefixes, accents, series, ISBNs in any form, typos, pages', async (t) => {
	const { db } = await startTestApp(t)
	const add = (title: string, author: string, isbn13: string, extra: { seriesName?: string; subtitle?: string } = {}) =>
		upsertBook(db, {
			title,
			identifiers: [{ scheme: 'isbn13', value: isbn13 }],
			authors: [{ name: author }],
			subjects: [],
			...extra,
		})
	await add('Wuthering Heights', 'Emily Brontë', '9780141439556')
	await add('Jane Eyre', 'Charlotte Brontë', '9780141441146')
	await add('The Fellowship of the Ring', 'J.R.R. Tolkien', '9780547928210', { seriesName: 'The Lord of the Rings' })
	await add('Ruins of Gorlan', 'John Flanagan', '9780142406632', {
		seriesName: "Ranger's Apprentice",
		subtitle: 'Book One',
	})
	for (let i = 1; i <= 12; i++) {
		await upsertBook(db, {
			title: `Cooking Volume ${i}`,
			identifiers: [{ scheme: 'goodreads', value: `${i}` }],
			authors: [{ name: 'Chef Example' }],
			subjects: [],
		})
	}

	assert.deepEqual(await titles(db, 'wuth heig'), ['Wuthering Heights'])
	assert.deepEqual(await titles(db, 'BRONTE'), await titles(db, 'brontë'))
	assert.equal((await titles(db, 'Brontë')).length, 2)
	assert.deepEqual(await titles(db, 'lord rings'), ['The Fellowship of the Ring'], 'series names are searched')
	assert.deepEqual(await titles(db, 'ranger apprentice'), ['Ruins of Gorlan'])
	assert.deepEqual(await titles(db, 'book one gorlan'), ['Ruins of Gorlan'], 'and subtitles')
	for (const isbn of ['9780141441146', '978-0-14-144114-6', '0141441143', '0-14-144114-3', '="9780141441146"']) {
		assert.deepEqual(await titles(db, isbn), ['Jane Eyre'], isbn)
	}
	assert.deepEqual(await titles(db, 'wuthring hieghts'), ['Wuthering Heights'], 'a misspelling still finds it')
	assert.deepEqual(await titles(db, '   '), [])
	assert.deepEqual(await titles(db, '"*) OR NEAR('), [], 'operators are not passed to the search engine')

	const first = await searchBooks(db, 'cooking', { page: 1, limit: 5 })
	const third = await searchBooks(db, 'cooking', { page: 3, limit: 5 })
	assert.equal(first.bookIds.length, 5)
	assert.equal(first.hasMore, true)
	assert.deepEqual({ length: third.bookIds.length, hasMore: third.hasMore }, { length: 2, hasMore: false })
	assert.deepEqual((await searchBooks(db, 'cooking', { page: 1 + MAX_RESULTS / 5, limit: 5 })).bookIds, [])
})

test('ranking on the goodbooks-10k catalogue', async (t) => {
	const books = sharedData(t, 'catalog/goodbooks-10k/books.csv')
	if (!books) return
	const { db } = await startTestApp(t)
	const summary = await importCatalog(db, 'goodbooks', books)
	assert.deepEqual({ added: summary.added, skipped: summary.skipped }, { added: 10_000, skipped: {} })

	await t.test("'harr pott' finds Harry Potter by its word prefixes", async () => {
		const found = await titles(db, 'harr pott')
		assert.equal(found.length, 5)
		for (const title of found) assert.match(title, /^Harry Potter/)
		assert.ok(found.slice(0, 3).includes("Harry Potter and the Sorcerer's Stone"), found.join(' | '))
	})
	await t.test("'tolkien hobbit' puts The Hobbit first", async () => {
		assert.equal((await titles(db, 'tolkien hobbit'))[0], 'The Hobbit')
	})
	await t.test("'Brontë' and 'bronte' find the same books, the best known first", async () => {
		const accented = await titles(db, 'Brontë')
		assert.deepEqual(await titles(db, 'bronte'), accented)
		assert.deepEqual(accented.slice(0, 2), ['Jane Eyre', 'Wuthering Heights'])
	})
	await t.test(
		"'hunger games' finds the whole series, whose titles lost '(The Hunger Games, #2)' to the series",
		async () => {
			const found = await titles(db, 'hunger games', 1, 10)
			assert.equal(found[0], 'The Hunger Games')
			for (const title of ['Catching Fire', 'Mockingjay']) assert.ok(found.includes(title), found.join(' | '))
		},
	)
	await t.test('an ISBN with hyphens finds exactly its book', async () => {
		assert.deepEqual(await titles(db, '978-0-439-02348-1'), ['The Hunger Games'])
		assert.deepEqual(await titles(db, '0-439-02348-3'), ['The Hunger Games'], 'rebuilt from the padded ISBN-10')
	})
	await t.test("the typo 'hary poter' still finds Harry Potter", async () => {
		const found = await titles(db, 'hary poter')
		assert.equal(found.length, 5)
		for (const title of found) assert.match(title, /^Harry Potter/)
	})
	await t.test("'lord of the rigns' finds the trilogy: the first and last letters of a word count", async () => {
		assert.match((await titles(db, 'lord of the rigns'))[0]!, /Lord of the Rings/)
	})
	await t.test('a lone letter is that word, not every word starting with it', async () => {
		const found = await titles(db, 'a')
		assert.equal(found.length, 5)
		for (const title of found) assert.match(title, /\ba\b/i)
	})
	await t.test('a very common word is still bounded and paginated', async () => {
		const last = await searchBooks(db, 'the', { page: MAX_RESULTS / 50, limit: 50 })
		assert.equal(last.bookIds.length, 50)
		assert.equal(last.hasMore, false)
	})
})

test('a book whose popularity grows moves up the index and is found once', async (t) => {
	const { db } = await startTestApp(t)
	const isbn = { scheme: 'isbn13' as const, value: '9780141439518' }
	await upsertBook(db, {
		title: 'Pride and Prejudice',
		popularity: 3,
		identifiers: [isbn],
		authors: [{ name: 'Jane Austen' }],
		subjects: [],
	})
	await upsertBook(db, {
		title: 'Pride and Prejudice',
		popularity: 2_000_000,
		identifiers: [isbn],
		authors: [{ name: 'Jane Austen' }],
		subjects: [],
	})
	assert.deepEqual(await titles(db, 'pride prej'), ['Pride and Prejudice'])
	assert.deepEqual(await titles(db, 'pride and prejudcie'), ['Pride and Prejudice'])
})

test('what a later source adds to a book is searchable at once', async (t) => {
	const { db } = await startTestApp(t)
	const isbn = { scheme: 'isbn13' as const, value: '9780060273224' }
	await upsertBook(db, { title: 'Sabriel', identifiers: [isbn], authors: [], subjects: [] })
	assert.deepEqual(await titles(db, 'garth nix'), [])
	await upsertBook(db, {
		title: 'Sabriel',
		seriesName: 'Abhorsen',
		identifiers: [isbn],
		authors: [{ name: 'Garth Nix' }],
		subjects: [],
	})
	assert.deepEqual(await titles(db, 'garth nix'), ['Sabriel'])
	assert.deepEqual(await titles(db, 'abhorsen'), ['Sabriel'])
})
