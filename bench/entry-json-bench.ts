// The one writer of entry pages (src/server/entries/entry-json.ts) against JSON.stringify of the same page as
// objects built for each page, at the pages' sizes (a book's reviews 10, Your reviews 20, the diary 50):
//   npx tsx bench/entry-json-bench.ts
// The writer's parts are written once when a page is kept, as the read models do; both texts are checked equal.
import type { BookSummary } from '../src/shared/schemas/books.ts'
import { BookEntriesResponse, type EntryView } from '../src/shared/schemas/entries.ts'
import { bookEntriesPageJson, entryJson, entryJsonParts } from '../src/server/entries/entry-json.ts'

const book: BookSummary = {
	id: 'b0000000000000000000001',
	title: 'The Hunger Games',
	subtitle: null,
	authors: [{ id: 'a0000000000000000000001', name: 'Suzanne Collins' }],
	publishedDate: '2008',
	series: { name: 'The Hunger Games', number: '1' },
	language: 'eng',
	coverVersion: 'v1',
}
const view = (i: number): EntryView => ({
	id: `e${String(i).padStart(22, '0')}`,
	book,
	reader: { username: `reader${i}`, name: `Reader ${i}`, image: null },
	readOn: '2026-03-01',
	startedOn: null,
	rating: 4.5,
	liked: true,
	reread: false,
	spoilers: false,
	review: 'A review of a few sentences, with "quotes" in it, as long as a typical one. '.repeat(4),
	visibility: 'public',
	createdAt: '2026-03-01T10:00:00.000Z',
	updatedAt: '2026-03-01T10:00:00.000Z',
	editionId: null,
	format: 'print',
	pageCount: 374,
	audioMinutes: null,
	likeCount: 3,
	likedByViewer: false,
	hidden: false,
	can: { edit: false },
})
const rest = {
	nextCursor: 'cursor',
	ratings: { average: 3.9, count: 55, histogram: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
	hiddenSpoilers: 2,
}

/** Microseconds a call, the median of five timed runs after a warm-up. */
function time(fn: () => string) {
	const runs = Array.from({ length: 5 }, () => {
		const started = performance.now()
		for (let i = 0; i < 5_000; i++) fn()
		return ((performance.now() - started) * 1000) / 5_000
	})
	return runs.sort((a, b) => a - b)[2]!
}

for (const size of [10, 20, 50]) {
	const views = Array.from({ length: size }, (_, i) => view(i))
	const held = views.map((v) => ({ parts: entryJsonParts(v), v }))
	const tail = (v: EntryView) => ({
		likeCount: v.likeCount,
		likedByViewer: v.likedByViewer,
		hidden: v.hidden,
		edit: v.can.edit,
	})
	const writer = () =>
		bookEntriesPageJson(
			held.map(({ parts, v }) => entryJson(parts, book, tail(v))),
			rest,
		)
	// The other way: the fixed fields kept as objects, and each page's entries built from them and stringified.
	const fixed = views.map(({ book, likeCount, likedByViewer, hidden, can, ...fields }) => ({
		fields,
		v: { likeCount, likedByViewer, hidden, can },
	}))
	const stringify = () =>
		JSON.stringify({
			entries: fixed.map(({ fields: { id, ...fields }, v }) => ({
				id,
				book,
				...fields,
				...v,
				can: { edit: v.can.edit },
			})),
			...rest,
		})
	if (writer() !== JSON.stringify(BookEntriesResponse.parse(JSON.parse(stringify()))))
		throw new Error('The writer and JSON.stringify differ')
	time(writer)
	time(stringify)
	console.log(`${size} entries: writer ${time(writer).toFixed(1)} µs, JSON.stringify ${time(stringify).toFixed(1)} µs`)
}
