import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import type { BookSummary } from '../../shared/schemas/books.ts'
import { BookEntriesResponse, DiaryResponse, EntryPage, type EntryView } from '../../shared/schemas/entries.ts'
import { bookEntriesPageJson, diaryPageJson, entryJson, entryJsonParts, entryPageJson } from './entry-json.ts'

/** Reader text that has broken hand-written JSON and HTML elsewhere. */
const HOSTILE = [
	'She said "no" \\ and left',
	'</script><script>alert(1)</script>',
	"$& $1 $$ $` $'",
	'Ünïcödé, 日本語, emoji 📚, a lone surrogate \ud800, line separators \u2028\u2029',
	'tabs\tnewlines\n\r and controls \u0000\u0001\u001f',
	'',
]

/** The entry's JSON as the pages write it: its fixed parts once, then its book and the viewer's part. */
const written = (view: EntryView) =>
	entryJson(entryJsonParts(view), view.book, {
		likeCount: view.likeCount,
		likedByViewer: view.likedByViewer,
		hidden: view.hidden,
		edit: view.can.edit,
	})

const aBook = fc.record({
	id: fc.string(),
	title: fc.constantFrom(...HOSTILE),
	subtitle: fc.option(fc.string({ unit: 'binary' })),
	authors: fc.array(fc.record({ id: fc.string(), name: fc.string({ unit: 'binary' }) }), { maxLength: 3 }),
	publishedDate: fc.constantFrom(null, '1995', '1995-06', '1995-06-01'),
	series: fc.option(fc.record({ name: fc.string({ unit: 'binary' }), number: fc.option(fc.string()) })),
	language: fc.option(fc.constantFrom('en', 'de', 'ja')),
	coverVersion: fc.string(),
})

const anEntry = (book: BookSummary) =>
	fc.record({
		id: fc.string(),
		book: fc.constant(book),
		reader: fc.record({
			username: fc.string(),
			name: fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'binary' })),
			image: fc.option(fc.webUrl()),
		}),
		readOn: fc.constant('2026-11-01'),
		startedOn: fc.option(fc.constant('2026-10-01')),
		rating: fc.option(fc.integer({ min: 1, max: 10 }).map((halves) => halves / 2)),
		liked: fc.boolean(),
		reread: fc.boolean(),
		spoilers: fc.boolean(),
		review: fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'binary' })),
		visibility: fc.constantFrom('public', 'friends', 'private'),
		createdAt: fc.constant('2026-11-01T10:00:00.000Z'),
		updatedAt: fc.constant('2026-11-02T10:00:00.000Z'),
		editionId: fc.option(fc.string()),
		format: fc.option(fc.constantFrom('print', 'ebook', 'audiobook')),
		pageCount: fc.option(fc.integer({ min: 1, max: 2000 })),
		audioMinutes: fc.option(fc.integer({ min: 1, max: 3000 })),
		likeCount: fc.nat(),
		likedByViewer: fc.boolean(),
		hidden: fc.boolean(),
		can: fc.record({ edit: fc.boolean() }),
	})

/** A page's entries, each in its own key order, and a key no schema knows (the schemas strip it). */
const entries = aBook.chain((book) =>
	fc.array(
		anEntry(book).chain((view) =>
			fc
				.shuffledSubarray(Object.keys(view), { minLength: Object.keys(view).length })
				.map((keys) => Object.fromEntries([...keys.map((k) => [k, view[k as keyof EntryView]]), ['extra', 1]]))
				.map((shuffled) => shuffled as EntryView),
		),
		{ maxLength: 4 },
	),
)
const aCursor = fc.option(fc.string({ unit: 'binary' }))

// The schemas have no optional fields: each nullable one is given null as well as a value.
test('Your reviews is written byte for byte as JSON.stringify of EntryPage.parse', () => {
	fc.assert(
		fc.property(entries, aCursor, (views, nextCursor) => {
			const expected = JSON.stringify(EntryPage.parse({ entries: views, nextCursor }))
			assert.equal(entryPageJson(views.map(written), { nextCursor }), expected)
		}),
	)
})

test('the diary is written byte for byte as JSON.stringify of DiaryResponse.parse', () => {
	fc.assert(
		fc.property(entries, aCursor, fc.array(fc.integer({ min: 1, max: 9999 })), (views, nextCursor, years) => {
			const expected = JSON.stringify(DiaryResponse.parse({ years, nextCursor, entries: views }))
			assert.equal(diaryPageJson(views.map(written), { nextCursor, years }), expected)
		}),
	)
})

test('a book’s reviews are written byte for byte as JSON.stringify of BookEntriesResponse.parse', () => {
	const ratings = fc.record({
		histogram: fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
		count: fc.nat(),
		average: fc.option(fc.integer({ min: 50, max: 500 }).map((hundredths) => hundredths / 100)),
	})
	fc.assert(
		fc.property(entries, aCursor, ratings, fc.nat(), (views, nextCursor, ratings, hiddenSpoilers) => {
			const expected = JSON.stringify(
				BookEntriesResponse.parse({ hiddenSpoilers, ratings, nextCursor, entries: views }),
			)
			assert.equal(bookEntriesPageJson(views.map(written), { nextCursor, ratings, hiddenSpoilers }), expected)
		}),
	)
})

test('the hostile texts are written as JSON.stringify writes them, with nothing replaced', () => {
	const book: BookSummary = {
		id: 'b1',
		title: HOSTILE[1]!,
		subtitle: null,
		authors: [{ id: 'a1', name: HOSTILE[2]! }],
		publishedDate: null,
		series: null,
		language: null,
		coverVersion: HOSTILE[3]!,
	}
	for (const review of HOSTILE) {
		const view: EntryView = {
			id: 'e1',
			book,
			reader: { username: 'ann', name: HOSTILE[3]!, image: null },
			readOn: '2026-11-01',
			startedOn: null,
			rating: null,
			liked: false,
			reread: false,
			spoilers: false,
			review,
			visibility: 'public',
			createdAt: '2026-11-01T10:00:00.000Z',
			updatedAt: '2026-11-01T10:00:00.000Z',
			editionId: null,
			format: null,
			pageCount: null,
			audioMinutes: null,
			likeCount: 0,
			likedByViewer: false,
			hidden: false,
			can: { edit: false },
		}
		const text = entryPageJson([written(view)], { nextCursor: null })
		assert.equal(text, JSON.stringify(EntryPage.parse({ entries: [view], nextCursor: null })))
		assert.equal((JSON.parse(text) as EntryPage).entries[0]!.review, review)
	}
})
