import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { ImportRecord } from '../../shared/schemas/imports.ts'
import { fixture, real, rejects } from '../../../tests/support/import-files.ts'
import { decodeImportFile, parseImportText } from './parse-import-file.ts'

const count = <T>(items: T[], key: (item: T) => string) => {
	const counts: Record<string, number> = {}
	for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1
	return counts
}
const summary = (records: ImportRecord[]) => ({
	rows: records.length,
	status: count(records, (r) => r.status),
	reads: records.reduce((n, r) => n + r.reads.length, 0),
	rated: count(
		records.filter((r) => r.rating !== null),
		(r) => String(r.rating),
	),
	reviews: records.filter((r) => r.review !== '').length,
	isbns: records.filter((r) => r.isbn13 !== null).length,
	series: records.filter((r) => r.seriesName !== null).length,
})

describe('real exports in ../shared/data/imports', () => {
	test('the 31-column Goodreads export of 2,638 books', async (t) => {
		const parsed = await real(t, 'goodreads/goodreads_2020-02_philippbayer.csv')
		if (!parsed) return
		assert.equal(parsed.source, 'goodreads')
		assert.deepEqual(summary(parsed.records), {
			rows: 2638,
			status: { read: 756, want: 1882 },
			reads: 756,
			rated: { '1': 8, '2': 43, '3': 281, '4': 305, '5': 111 },
			reviews: 518,
			isbns: 2432,
			series: 152,
		})
		const first = parsed.records[0]!
		assert.deepEqual(
			{
				title: first.title,
				authors: first.authors,
				isbn13: first.isbn13,
				reads: first.reads,
				rating: first.rating,
				tags: first.tags,
			},
			{
				title: 'Hard Rain Falling',
				authors: ['Don Carpenter', 'George Pelecanos'],
				isbn13: '9781590173244',
				reads: [{ readOn: '2014-04-08', startedOn: null }],
				rating: 5,
				tags: ['america', 'fiction'],
			},
		)
		assert.equal(
			first.review,
			"Gave me peculiar, highly special form of sadness\n\nYou know enough to know how you feel is senseless, but you don't know enough to know why.",
		)
		// 301 read books have no Date Read: each is logged on its Date Added, and says so.
		assert.equal(
			parsed.records.filter((r) => r.notes.some((n) => n.startsWith('No Date Read: logged on the day it was added')))
				.length,
			301,
		)
		assert.equal(parsed.records.filter((r) => r.notes.some((n) => n.includes('earlier read was not logged'))).length, 6)
		const custom = parsed.records.find((r) => r.tags.includes('review-of-the-year'))
		assert.equal(custom?.status, 'want')
	})

	test('the 24-column Goodreads export of 2024', async (t) => {
		const parsed = await real(t, 'goodreads/goodreads_2024-05_lorena-cec.csv')
		if (!parsed) return
		assert.deepEqual(summary(parsed.records), {
			rows: 122,
			status: { read: 122 },
			reads: 122,
			rated: { '3': 4, '4': 35, '5': 53 },
			reviews: 0,
			isbns: 88,
			series: 65,
		})
		const yamada = parsed.records[0]!
		assert.deepEqual(
			[yamada.title, yamada.seriesName, yamada.seriesNumber, yamada.isbn13],
			['山田くんとLv999の恋をする 1', 'Yamada-kun to Lv999 no Koi wo Suru', '1', '9784040645209'],
		)
	})

	test("bookwyrm's small Goodreads export: an empty ISBN, a series without a comma, a reread", async (t) => {
		const parsed = await real(t, 'goodreads/goodreads_2021_bookwyrm_fixture.csv')
		if (!parsed) return
		assert.deepEqual(summary(parsed.records), {
			rows: 3,
			status: { read: 3 },
			reads: 3,
			rated: { '2': 1, '3': 1 },
			reviews: 1,
			isbns: 2,
			series: 1,
		})
		assert.deepEqual([parsed.records[0]!.title, parsed.records[0]!.seriesName], ['Gideon the Ninth', 'The Locked Tomb'])
		assert.equal(parsed.records[1]!.isbn13, null)
	})

	test('the StoryGraph export of 2025: ranges, quarter stars, did-not-finish, tags, moods, owned', async (t) => {
		const parsed = await real(t, 'storygraph/storygraph_2025_bsanser.csv')
		if (!parsed) return
		assert.equal(parsed.source, 'storygraph')
		assert.deepEqual(summary(parsed.records), {
			rows: 193,
			status: { want: 128, read: 64, dnf: 1 },
			reads: 64,
			rated: { '3': 1, '4': 7, '4.5': 2, '5': 8 },
			reviews: 0,
			isbns: 179,
			series: 0,
		})
		assert.ok(
			parsed.records.some((r) =>
				r.reads.some((read) => read.startedOn === '2024-08-29' && read.readOn === '2024-09-02'),
			),
		)
		assert.equal(parsed.records.filter((r) => r.tags.includes('owned')).length, 4)
		assert.ok(parsed.records.some((r) => r.tags.includes('mood:reflective')))
		assert.ok(
			parsed.records.some((r) => r.notes.includes('Rated 3.75 stars: rounded to 4 (Dogear rates in half stars)')),
		)
	})

	test("bookwyrm's small StoryGraph export", async (t) => {
		const parsed = await real(t, 'storygraph/storygraph_2021_bookwyrm_fixture.csv')
		if (!parsed) return
		assert.deepEqual(summary(parsed.records), {
			rows: 2,
			status: { want: 1, read: 1 },
			reads: 1,
			rated: { '5': 1 },
			reviews: 0,
			isbns: 2,
			series: 0,
		})
	})

	test('the Open Library reading log', async (t) => {
		const parsed = await real(t, 'openlibrary/openlibrary_reading_log_bookwyrm_fixture.csv')
		if (!parsed) return
		assert.equal(parsed.source, 'openlibrary')
		assert.deepEqual(
			count(parsed.records, (r) => r.status),
			{ reading: 2, want: 1, read: 1 },
		)
		assert.deepEqual(parsed.records[1]!.sourceIds, [
			{ scheme: 'olWork', value: 'OL361393W' },
			{ scheme: 'olEdition', value: 'OL7798182M' },
		])
	})
})

describe('our fixtures', () => {
	test('a newer Goodreads layout, read by header name in any order', async () => {
		const { source, records } = await fixture('goodreads-newer-layout.csv')
		assert.equal(source, 'goodreads')
		const [fellowship, dune, jest, piranesi, middlemarch] = records as [
			ImportRecord,
			ImportRecord,
			ImportRecord,
			ImportRecord,
			ImportRecord,
		]
		assert.deepEqual(
			{ ...fellowship, notes: fellowship.notes.length },
			{
				title: 'The Fellowship of the Ring',
				authors: ['J.R.R. Tolkien'],
				isbn13: '9780547928210',
				isbn10: '0547928211',
				seriesName: 'The Lord of the Rings',
				seriesNumber: '1',
				sourceIds: [{ scheme: 'goodreads', value: '34' }],
				status: 'read',
				reads: [{ readOn: '2023-03-04', startedOn: null }],
				rating: 4,
				review: 'First paragraph with style.\n\nSecond & last paragraph.',
				spoilers: false,
				tags: ['fantasy', 'owned-hardback', 'favourites'],
				addedOn: '2023-01-02',
				pageCount: null,
				format: null,
				publisher: null,
				notes: 1,
			},
		)
		assert.match(fellowship.notes[0]!, /Read 2 times, but Goodreads exports one date: 1 earlier read was not logged/)
		assert.deepEqual(
			[dune.reads, dune.rating, dune.notes],
			[
				[{ readOn: '2022-05-06', startedOn: null }],
				null,
				['No Date Read: logged on the day it was added (2022-05-06)'],
			],
		)
		assert.deepEqual(
			[jest.status, jest.reads, jest.rating, jest.review, jest.tags],
			['dnf', [], null, '', ['doorstoppers']],
		)
		assert.ok(jest.notes.includes('Rating and review not kept: Dogear keeps them with a logged read'))
		assert.equal(piranesi.status, 'reading')
		assert.deepEqual([middlemarch.status, middlemarch.tags, middlemarch.isbn13], ['want', ['classics'], null])
	})

	test('StoryGraph rereads with ranges, a quarter-star rating, moods and an ASIN', async () => {
		const { records } = await fixture('storygraph-rereads.csv')
		const [dispossessed, kindred] = records as [ImportRecord, ImportRecord]
		assert.deepEqual(dispossessed.reads, [
			{ readOn: '2019-06-20', startedOn: '2019-06-01' },
			{ readOn: '2024-03-10', startedOn: '2024-03-01' },
		])
		assert.deepEqual([dispossessed.rating, dispossessed.review], [4, 'A great book.'])
		assert.deepEqual(dispossessed.tags, ['anarchism', 'favourites', 'mood:reflective', 'mood:challenging', 'owned'])
		assert.deepEqual([kindred.status, kindred.isbn13, kindred.authors], ['dnf', null, ['Octavia E. Butler']])
	})

	test('a chosen source reads a file its header alone would not tell', async () => {
		const { source, records } = await parseImportText(
			'title,author_sort,authors\nDune,"Herbert, Frank",Frank Herbert\n',
			'calibre',
		)
		assert.deepEqual([source, records[0]!.authors], ['calibre', ['Frank Herbert']])
	})

	test('a file in Windows-1252 (Latin-1) is read, not refused', async () => {
		const { records } = await fixture('latin1.csv')
		assert.equal(records[0]!.title, 'Les Misérables')
	})

	test('broken files are refused with a message naming the file field', async () => {
		await rejects(fixture('missing-title.csv'), 400, /not an export Dogear knows .*no title column/)
		await rejects(fixture('unclosed-quote.csv'), 400, /never closed, after line 2/)
		await rejects(fixture('utf16.csv'), 400, /not UTF-8/)
		await rejects(parseImportText('id,title,author\n1,Dune,Frank Herbert\n'), 400, /not an export Dogear knows/)
		await rejects(
			parseImportText('Title,Author\nDune,Frank Herbert\n', 'calibre'),
			400,
			/not a Calibre export.*'title'/,
		)
		await rejects(
			parseImportText('Title,Primary Author\nDune,"Herbert, Frank"\n', 'librarything'),
			400,
			/not a LibraryThing export: it is not tab-separated/,
		)
		await rejects(() => decodeImportFile(new Uint8Array(0)), 400, /empty/)
		await rejects(() => decodeImportFile(new Uint8Array(50 * 1024 * 1024)), 413, /larger than 10 MB/)
		await rejects(parseImportText('Title,Author\n'), 400, /no books/)
	})
})
