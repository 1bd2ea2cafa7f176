import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import type { BookSummary } from '../../shared/schemas/books.ts'
import { Visibility } from '../../shared/schemas/visibility.ts'
import { entryJsonParts } from '../page-cache/entry-json.ts'
import type { BookEntriesResponse } from '../../shared/schemas/entries.ts'
import { NO_RELATIONS, ownerRelation, type ViewerRelations } from '../page-cache/viewer-relations.ts'
import type { HeldEntry } from './book-entries-cache.ts'
import { canView } from './entry-policy.ts'
import { indexBookEntries, listBookEntries, newestFirst, seesAsVisitor } from './list-book-entries.ts'

const READERS = ['ann', 'bea', 'cy', 'dee', 'eli', 'fay']
const book: BookSummary = { id: 'b1', title: 'Sabriel', subtitle: null, authors: [], publishedDate: '1995', series: null, language: 'en' }

const anEntry = fc.record({
	userId: fc.constantFrom(...READERS),
	ownerPrivate: fc.boolean(),
	ownerSuspended: fc.boolean(),
	visibility: fc.constantFrom(...Visibility.options),
	rating: fc.option(fc.integer({ min: 1, max: 10 })),
	spoilers: fc.boolean(),
	minute: fc.integer({ min: 0, max: 59 }),
	review: fc.option(fc.record({ text: fc.constantFrom('Loved it', 'Slow start'), hidden: fc.boolean(), likers: fc.uniqueArray(fc.constantFrom(...READERS)) })),
})

type EntryFacts = typeof anEntry extends fc.Arbitrary<infer T> ? T : never

const relationsOf = fc.record({
	following: fc.uniqueArray(fc.constantFrom(...READERS, 'zed')).map((ids) => new Set(ids)),
	followers: fc.uniqueArray(fc.constantFrom(...READERS, 'zed')).map((ids) => new Set(ids)),
	blocked: fc.uniqueArray(fc.constantFrom(...READERS, 'zed')).map((ids) => new Set(ids)),
})
const world = fc.record({
	entries: fc.array(anEntry, { maxLength: 12 }),
	viewer: fc.constantFrom(...READERS, 'zed', 'yan', null),
	relations: relationsOf,
	withSpoilers: fc.boolean(),
	limit: fc.integer({ min: 1, max: 5 }),
})

/** The entries as the book's cache holds them: newest first, then by id. */
function heldEntries(facts: EntryFacts[]): HeldEntry[] {
	return facts
		.map((f, i): HeldEntry => ({
			id: `e${i}`,
			userId: f.userId,
			ownerPrivate: f.ownerPrivate,
			ownerSuspended: f.ownerSuspended,
			visibility: f.visibility,
			rating: f.rating,
			spoilers: f.spoilers,
			createdAt: `2026-11-01T10:${String(f.minute).padStart(2, '0')}:00.000Z`,
			review: f.review && {
				json: entryJsonParts({
					id: `e${i}`,
					reader: { username: f.userId, name: f.userId, image: null },
					readOn: '2026-11-01',
					startedOn: null,
					rating: f.rating,
					liked: false,
					reread: false,
					spoilers: f.spoilers,
					review: f.review.text,
					visibility: f.visibility,
					createdAt: '2026-11-01T10:00:00.000Z',
					updatedAt: '2026-11-01T10:00:00.000Z',
				}),
				hidden: f.review.hidden,
				likers: new Set(f.review.likers),
			},
		}))
		.sort(newestFirst)
}

test('a book’s reviews are every entry canView lets the viewer see: the ratings, the spoilers held back, and the pages one after another', () => {
	fc.assert(
		fc.property(world, ({ entries: facts, viewer: viewerId, relations, withSpoilers, limit }) => {
			const entries = heldEntries(facts)
			const viewer = viewerId === null ? null : { id: viewerId }
			const seen = viewer ? relations : NO_RELATIONS
			// The rule applied to each entry: what the index and the visitor's counts must add up to.
			const visible = entries.filter((e) => canView(viewer, e, ownerRelation(seen, e)))
			const histogram = Array.from({ length: 10 }, (_, i) => visible.filter((e) => e.rating === i + 1).length)
			const listed = visible.filter((e) => e.review && (!e.spoilers || withSpoilers)).map((e) => e.id)
			const held = indexBookEntries(entries)
			const pages: BookEntriesResponse[] = []
			let cursor: string | undefined
			do {
				const page = JSON.parse(listBookEntries({ book, held, relations: seen, withSpoilers }, { viewer, cursor, limit })) as BookEntriesResponse
				pages.push(page)
				cursor = page.nextCursor ?? undefined
			} while (cursor && pages.length <= entries.length)
			assert.deepEqual(pages.flatMap((p) => p.entries.map((e) => e.id)), listed)
			assert.ok(pages.slice(0, -1).every((p) => p.entries.length === limit))
			for (const page of pages) {
				assert.deepEqual(page.ratings.histogram, histogram)
				assert.equal(page.hiddenSpoilers, withSpoilers ? 0 : visible.filter((e) => e.review && e.spoilers).length)
			}
		}),
		{ numRuns: 3000 },
	)
})

test('a viewer who sees the reviews as a visitor is given exactly the visitor’s page', () => {
	let visitorLike = 0
	fc.assert(
		fc.property(world, ({ entries: facts, viewer, relations, withSpoilers, limit }) => {
			const entries = heldEntries(facts)
			const readers = new Set([...entries.map((e) => e.userId), ...entries.flatMap((e) => [...(e.review?.likers ?? [])])])
			if (viewer === null || !seesAsVisitor({ id: viewer }, relations, readers)) return
			visitorLike += 1
			const held = indexBookEntries(entries)
			const asViewer = listBookEntries({ book, held, relations, withSpoilers }, { viewer: { id: viewer }, limit })
			const asVisitor = listBookEntries({ book, held, relations: NO_RELATIONS, withSpoilers }, { viewer: null, limit })
			assert.equal(asViewer, asVisitor)
		}),
		{ numRuns: 3000 },
	)
	assert.ok(visitorLike > 100, `only ${visitorLike} generated viewers saw the page as a visitor`)
})

test('a reader of the book, a liker of one of its reviews, or anyone following, followed by or blocking one is not a visitor', () => {
	const relations = (part: Partial<ViewerRelations>): ViewerRelations => ({ ...NO_RELATIONS, ...part })
	const readers = new Set(['ann', 'bea'])
	assert.equal(seesAsVisitor(null, NO_RELATIONS, readers), true)
	assert.equal(seesAsVisitor({ id: 'cy' }, relations({ following: new Set(['zed']) }), readers), true)
	assert.equal(seesAsVisitor({ id: 'ann' }, NO_RELATIONS, readers), false)
	assert.equal(seesAsVisitor({ id: 'cy' }, relations({ following: new Set(['ann']) }), readers), false)
	assert.equal(seesAsVisitor({ id: 'cy' }, relations({ followers: new Set(['bea']) }), readers), false)
	assert.equal(seesAsVisitor({ id: 'cy' }, relations({ blocked: new Set(['bea']) }), readers), false)
})
