import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { test } from 'node:test'
import { sharedData } from '../../../tests/support/book-service-replay.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { isbn10To13 } from '../../shared/isbn.ts'
import { findBook, findBookAuthors, findBookIdentifiers, findBookSubjects } from './book-queries.ts'
import { searchBooks } from './book-search.ts'
import { importCatalog } from './import-catalog.ts'
import { upsertBook } from './upsert-book.ts'

const FIXTURES = resolve(import.meta.dirname, '../../../tests/fixtures/books')
const count = async (db: Awaited<ReturnType<typeof startTestApp>>['db'], table: 'book' | 'author' | 'bookIdentifier') =>
	Number(
		(
			await db
				.selectFrom(table)
				.select((eb) => eb.fn.countAll().as('n'))
				.executeTakeFirstOrThrow()
		).n,
	)

test('goodbooks rows are imported with their quirks repaired, and a second run adds nothing', async (t) => {
	const { db } = await startTestApp(t)
	const first = await importCatalog(db, 'goodbooks', join(FIXTURES, 'goodbooks-sample.csv'))
	assert.deepEqual(first, {
		read: 8,
		added: 6,
		updated: 0,
		unchanged: 0,
		skipped: { 'no Goodreads id or valid ISBN': 1, 'no title': 1 },
		community: { ratings: 6, genres: 5 },
	})
	const second = await importCatalog(db, 'goodbooks', join(FIXTURES, 'goodbooks-sample.csv'))
	assert.equal(second.added + second.updated, 0)
	assert.equal(second.unchanged, 6)

	const [held] = await db
		.selectFrom('bookIdentifier')
		.select('bookId')
		.where('scheme', '=', 'isbn13')
		.where('value', '=', '9780439023481')
		.execute()
	const hungerGames = await findBook(db, held!.bookId)
	assert.equal(hungerGames?.title, 'The Hunger Games')
	assert.equal(hungerGames?.seriesName, 'The Hunger Games')
	assert.equal(hungerGames?.seriesNumber, '1')
	assert.equal(hungerGames?.publishedDate, '2008')
	assert.equal(hungerGames?.language, 'en')
	assert.deepEqual(
		await db
			.selectFrom('bookRatingSource')
			.select(['source', 'average', 'count', 'histogram'])
			.where('bookId', '=', held!.bookId)
			.execute(),
		[{ source: 'goodbooks', average: 4.34, count: 4942365, histogram: '[66715,127936,560092,1481305,2706317]' }],
		'the catalogue rating over all editions (work_ratings_count), with its five star counts',
	)
	assert.deepEqual(
		await findBookSubjects(db, held!.bookId),
		['Fantasy', 'Science fiction', 'Young adult'],
		'genres from the real book_tags rows beside the sample, shelves like to-read left out',
	)
	assert.deepEqual(
		(await findBookIdentifiers(db, held!.bookId)).map((i) => `${i.scheme}:${i.value}`),
		['goodreads:2767052', 'isbn10:0439023483', 'isbn13:9780439023481'],
	)

	const [artOfWar] = await db
		.selectFrom('book')
		.select(['id', 'publishedDate', 'coverSourceUrl', 'language'])
		.where('title', '=', 'The Art of War')
		.execute()
	assert.deepEqual(
		{ ...artOfWar, id: undefined },
		{ id: undefined, publishedDate: null, coverSourceUrl: null, language: null },
		'BCE year, nophoto cover and blank language are unknown',
	)
	assert.deepEqual(
		(await findBookAuthors(db, [artOfWar!.id])).map((a) => a.name),
		['Sun Tzu', 'Lionel Giles'],
	)
})

test('a goodbooks file of several batches: new books go in bulk, shared authors once, repeats merged, a second run adds nothing', async (t) => {
	const { db } = await startTestApp(t)
	await upsertBook(db, {
		title: 'Known Before',
		identifiers: [{ scheme: 'goodreads', value: '1' }],
		authors: [{ name: 'Ada Ámundsen' }],
		subjects: [],
	})
	const dir = mkdtempSync(join(tmpdir(), 'dogear-goodbooks-'))
	t.after(() => rmSync(dir, { recursive: true, force: true }))
	const authors = ['Ada Amundsen', 'Bo Berg', 'Cy Carr', 'Di Dahl', 'Ed Eng']
	const lines = ['goodreads_book_id,isbn,isbn13,authors,original_publication_year,title,language_code,ratings_count']
	// 1,200 books over three batches of 500, each credited to two of five authors.
	for (let i = 0; i < 1_200; i++) {
		const isbn13 = isbn10To13(String(200_000_000 + i).padStart(9, '0'))
		lines.push(`${1_000 + i},,${isbn13},"${authors[i % 5]}, ${authors[(i + 1) % 5]}",2001.0,Bulk Book ${i},eng,${i}`)
	}
	// A row naming the book of an earlier row in its own batch, and one naming a book of an earlier batch.
	lines.push(`,,${isbn10To13('200000010')},Fay Fox,2001.0,Bulk Book 10 Again,eng,5000`)
	lines.push(`,,${isbn10To13('200000020')},,2001.0,Bulk Book 20 Again,eng,1`)
	const file = join(dir, 'books.csv')
	writeFileSync(file, `${lines.join('\n')}\n`)

	assert.deepEqual(await importCatalog(db, 'goodbooks', file), {
		read: 1_202,
		added: 1_200,
		updated: 1,
		unchanged: 1,
		skipped: {},
		community: { ratings: 0, genres: 0 },
	})
	assert.equal(await count(db, 'book'), 1_201)
	assert.equal(await count(db, 'author'), 5, "'Ada Amundsen' is the known 'Ada Ámundsen'; each name once")
	assert.equal(await count(db, 'bookIdentifier'), 1 + 3 * 1_200)
	const [held] = await db
		.selectFrom('bookIdentifier')
		.select('bookId')
		.where('value', '=', isbn10To13('200000010'))
		.execute()
	const book10 = await findBook(db, held!.bookId)
	assert.equal(book10?.title, 'Bulk Book 10', 'the first record of a book names it')
	assert.equal(book10?.popularity, 5000, 'a later record raises its popularity')
	assert.deepEqual(
		(await findBookIdentifiers(db, held!.bookId)).map((i) => `${i.scheme}:${i.value}`),
		['goodreads:1010', 'isbn10:200000010X', `isbn13:${isbn10To13('200000010')}`],
	)
	assert.deepEqual(
		(await findBookAuthors(db, [held!.bookId])).map((a) => a.name),
		['Ada Ámundsen', 'Bo Berg'],
		"credits in the row's order, the known author reused",
	)
	const editions = await db.selectFrom('edition').select('id').where('bookId', '=', held!.bookId).execute()
	assert.equal(editions.length, 1)
	assert.deepEqual(
		(await searchBooks(db, 'bulk book 1199', { page: 1, limit: 5 })).bookIds.length,
		1,
		'the bulk-written index finds the last book',
	)

	const again = await importCatalog(db, 'goodbooks', file)
	assert.deepEqual(again, {
		read: 1_202,
		added: 0,
		updated: 0,
		unchanged: 1_202,
		skipped: {},
		community: { ratings: 0, genres: 0 },
	})
	assert.equal(await count(db, 'book'), 1_201)
	assert.equal(await count(db, 'author'), 5)
	assert.equal(await count(db, 'bookIdentifier'), 1 + 3 * 1_200)
})

test('an Open Library dump: authors, then works and editions joined into one book by the work key', async (t) => {
	const { db } = await startTestApp(t)
	const summary = await importCatalog(db, 'openlibrary', join(FIXTURES, 'ol-dump-sample.txt'))
	assert.deepEqual(summary.skipped, {
		'/type/redirect records are not imported': 1,
		'malformed JSON': 1,
		'edition without a title': 1,
	})
	assert.equal(summary.added, 2, 'the author and the work; the edition merges into the work')
	assert.equal(summary.updated, 1)
	assert.equal(await count(db, 'book'), 1)
	const [book] = await db.selectFrom('book').select('id').execute()
	const sabriel = await findBook(db, book!.id)
	assert.equal(sabriel?.publishedDate, '1995')
	assert.equal(sabriel?.pageCount, 491)
	assert.deepEqual(
		(await findBookIdentifiers(db, book!.id)).map((i) => `${i.scheme}:${i.value}`),
		['goodreads:518848', 'isbn10:0060273224', 'isbn13:9780060273224', 'olEdition:OL22951843M', 'olWork:OL15832982W'],
	)
	assert.deepEqual(
		(await findBookAuthors(db, [book!.id])).map((a) => a.name),
		['Garth Nix'],
		'an author not yet imported is left out',
	)
	assert.deepEqual(await findBookSubjects(db, book!.id), ['Fantasy', 'Necromancers'])
	assert.equal((await importCatalog(db, 'openlibrary', join(FIXTURES, 'ol-dump-sample.txt'))).added, 0)
})

// The full goodbooks-10k import is checked where it is needed anyway, in book-search.test.ts.
test('the real Open Library authors dump sample imports every record', async (t) => {
	const authors = sharedData(t, 'open-library/dumps/ol_dump_authors_sample.txt.gz')
	if (!authors) return
	const { db } = await startTestApp(t)
	const dump = await importCatalog(db, 'openlibrary', authors)
	assert.equal(dump.read, 4_999)
	assert.deepEqual(dump.skipped, {})
	assert.equal(dump.added + dump.updated, 4_999)
	assert.ok((await count(db, 'author')) > 4_900, 'a few same-named authors are one author')
})

test('the command explains bad arguments and exits 2', () => {
	const dataDir = mkdtempSync(join(tmpdir(), 'dogear-import-'))
	try {
		const run = (...args: string[]) =>
			spawnSync(process.execPath, ['--import', 'tsx', 'scripts/catalog-import.ts', ...args], {
				encoding: 'utf8',
				env: { ...process.env, DATA_DIR: dataDir },
			})
		const badFormat = run('--format', 'marc', 'x.csv')
		assert.equal(badFormat.status, 2)
		assert.match(badFormat.stderr, /--format must be one of goodbooks, openlibrary/)
		assert.match(run('--format', 'goodbooks', 'no-such-file.csv').stderr, /No such file: no-such-file.csv/)
		const ok = run('--format', 'goodbooks', join(FIXTURES, 'goodbooks-sample.csv'))
		assert.equal(ok.status, 0, ok.stderr)
		assert.match(ok.stdout, /Read 8 records in [\d.]+ s: 6 added, 0 updated, 0 unchanged, 2 skipped/)
		assert.match(ok.stdout, /community data: 6 books with goodbooks ratings, 5 with genres/)
	} finally {
		rmSync(dataDir, { recursive: true, force: true })
	}
})
