import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, test } from 'node:test'
import { sharedData } from '../../../tests/support/book-service-replay.ts'
import { fixture, real, rejects } from '../../../tests/support/import-files.ts'
import { decodeImportFile } from './parse-import-file.ts'

// LibraryThing, Calibre, Openreads and BookWyrm exports (issue 28); Goodreads and StoryGraph are in
// parse-import-file.test.ts.

describe('real exports in ../shared/data/imports/more', () => {
	test("LibraryThing's TSV with a stray byte that is not UTF-8, Calibre, Openreads and BookWyrm", async (t) => {
		const librarything = await real(t, 'more/bookwyrm-tests-librarything.tsv')
		if (!librarything) return
		assert.equal(librarything.source, 'librarything')
		const [marelle, incendie, maitre] = librarything.records
		assert.deepEqual(
			[marelle!.title, marelle!.authors, marelle!.isbn13, marelle!.reads, marelle!.rating, marelle!.pageCount],
			['Marelle', ['Julio Cortazar'], '9782070291342', [{ readOn: '2007-05-08', startedOn: '2007-04-16' }], 4.5, 590],
		)
		assert.deepEqual(marelle!.tags, ['roman', 'espagnol', 'expérimental', 'bohème', 'philosophie', 'owned'])
		assert.deepEqual([marelle!.format, marelle!.publisher], ['print', 'Gallimard'])
		assert.deepEqual([incendie!.status, incendie!.rating, incendie!.addedOn], ['want', null, '2006-07-25'])
		assert.deepEqual([maitre!.title, maitre!.authors], ['Le Maître et Marguerite', ['Mikhaïl Boulgakov']])
		const bytes = readFileSync(sharedData(t, 'imports/more/bookwyrm-tests-librarything.tsv')!)
		assert.match(decodeImportFile(bytes), /Cortâazar, Julio\. Rayuela/, 'the stray 0xE2 is read as Windows-1252')

		const calibre = (await real(t, 'more/bookwyrm-tests-calibre.csv'))!
		assert.equal(calibre.source, 'calibre')
		const witchcraft = calibre.records[0]!
		assert.deepEqual(
			[
				witchcraft.title,
				witchcraft.authors,
				witchcraft.isbn13,
				witchcraft.sourceIds,
				witchcraft.seriesName,
				witchcraft.seriesNumber,
			],
			[
				"That Ain't Witchcraft",
				['Seanan McGuire'],
				'9780756411800',
				[{ scheme: 'goodreads', value: '39077187' }],
				'InCryptid',
				'8',
			],
		)
		assert.deepEqual(
			[witchcraft.status, witchcraft.addedOn, witchcraft.format, witchcraft.publisher],
			['want', '2021-01-19', 'ebook', 'Daw Books'],
		)
		assert.deepEqual(witchcraft.tags, ['Cryptids', 'Fantasy', 'Romance', 'Magic', 'owned'])

		const openreads = (await real(t, 'more/bookwyrm-tests-openreads-csv-example.csv'))!
		assert.equal(openreads.source, 'openreads')
		assert.deepEqual(
			openreads.records.map((r) => [r.title, r.authors, r.status, r.reads, r.rating]),
			[
				['Wild Flowers Electric Beasts', ['Alina Leonova'], 'want', [], null],
				['Permanent Record', ['Edward Snowden'], 'read', [{ readOn: '2023-11-28', startedOn: '2023-10-27' }], 5],
				['The Divide', ['Jason Hickel'], 'read', [{ readOn: '2023-12-10', startedOn: null }], 4.5],
				['The road to winter', ['Mark Smith'], 'read', [{ readOn: '2023-11-15', startedOn: '2023-10-12' }], 4],
			],
		)
		assert.deepEqual(openreads.records[1]!.sourceIds, [{ scheme: 'olEdition', value: 'OL27260330M' }])
		assert.deepEqual(
			openreads.records.map((r) => r.format),
			['print', 'print', 'print', 'print'],
		)

		const bookwyrm = (await real(t, 'more/bookwyrm-tests-bookwyrm.csv'))!
		assert.equal(bookwyrm.source, 'bookwyrm')
		assert.deepEqual(
			bookwyrm.records.map((r) => [r.title, r.seriesName, r.status, r.reads.length, r.rating, r.tags]),
			[
				['Gideon the Ninth', 'The Locked Tomb', 'read', 1, 3, []],
				['Subcutanean', null, 'read', 1, null, []],
				['Patisserie at Home', null, 'want', 0, null, ['Cooking']],
			],
		)
		assert.equal((await real(t, 'more/bookwyrm-tests-goodreads-rating.csv'))!.source, 'goodreads')
		await rejects(real(t, 'more/bookwyrm-tests-generic.csv'), 400, /not an export Dogear knows/)
	})
})

describe('our fixtures', () => {
	test('LibraryThing: surname-first authors, bracketed dates and ISBNs, collections as shelves, a byte that is not UTF-8', async () => {
		const { source, records } = await fixture('librarything-small.tsv')
		assert.equal(source, 'librarything')
		const [rayuela, prince] = records
		assert.deepEqual(rayuela, {
			title: 'Rayuela',
			authors: ['Julio Cortázar'],
			isbn13: '9788437604572',
			isbn10: '8437604575',
			seriesName: null,
			seriesNumber: null,
			sourceIds: [],
			status: 'read',
			reads: [{ readOn: '2019-03-02', startedOn: '2019-02-01' }],
			rating: 4.5,
			review: 'Un "juego"',
			spoilers: false,
			tags: ['novela', 'argentina', 'owned'],
			addedOn: '2018-12-24',
			pageCount: 635,
			format: null,
			publisher: null,
			notes: [],
		})
		assert.deepEqual(
			[prince!.authors, prince!.status, prince!.tags, prince!.pageCount],
			[['Antoine de Saint-Exupéry'], 'want', ['Gifts'], 96],
		)
	})

	test('Calibre: identifiers, authors joined by &, series index, no status', async () => {
		const { source, records } = await fixture('calibre-small.csv')
		assert.equal(source, 'calibre')
		const [book] = records
		assert.deepEqual(
			[book!.title, book!.authors, book!.isbn13, book!.sourceIds, book!.seriesName, book!.seriesNumber, book!.status],
			[
				'The Dispossessed',
				['Ursula K. Le Guin', 'Todd Barton'],
				'9780547928210',
				[{ scheme: 'goodreads', value: '13651' }],
				'Hainish Cycle',
				'5',
				'want',
			],
		)
		assert.deepEqual(book!.notes, [
			'Calibre keeps no reading status: shelved as want to read',
			'Rating not kept: Dogear keeps ratings with a logged read',
			'Comments (the book description) were not imported',
		])
	})

	test('Openreads: readings as start|end pairs, rereads, a surname-first author, deleted books left out', async () => {
		const { source, records } = await fixture('openreads-small.csv')
		assert.equal(source, 'openreads')
		assert.equal(records.length, 2, 'the deleted book is left out')
		const [kindred, dune] = records
		assert.deepEqual(
			[kindred!.authors, kindred!.status, kindred!.reads, kindred!.rating, kindred!.review, kindred!.tags],
			[
				['Octavia E. Butler'],
				'read',
				[
					{ readOn: '2021-01-20', startedOn: '2021-01-02' },
					{ readOn: '2023-05-09', startedOn: '2023-05-01' },
				],
				4,
				'Strong.',
				['classics', 'time travel', 'favourite'],
			],
		)
		assert.deepEqual([dune!.status, dune!.reads, dune!.pageCount], ['reading', [], 412])
	})

	test('BookWyrm: ids, a review with its name and content warning, stopped reading', async () => {
		const { source, records } = await fixture('bookwyrm-small.csv')
		assert.equal(source, 'bookwyrm')
		const [left, overstory] = records
		assert.deepEqual(
			[left!.title, left!.seriesName, left!.seriesNumber, left!.sourceIds, left!.reads, left!.rating],
			[
				'The Left Hand of Darkness',
				'Hainish Cycle',
				'4',
				[
					{ scheme: 'goodreads', value: '18423' },
					{ scheme: 'olWork', value: 'OL59800W' },
				],
				[{ readOn: '2022-03-20', startedOn: '2022-03-01' }],
				4.5,
			],
		)
		assert.deepEqual([left!.review, left!.spoilers], ['Winter\n\nCold and warm.', true])
		assert.deepEqual([overstory!.status, overstory!.reads], ['dnf', []])
	})
})
