import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import type { BookSummary } from '../../shared/schemas/books.ts'
import type { BookEntriesResponse } from '../../shared/schemas/entries.ts'
import { Visibility } from '../../shared/schemas/visibility.ts'
import { entryJsonParts } from './entry-json.ts'
import { NO_RELATIONS, ownerRelation, type ViewerRelations } from '../visibility/viewer-relations-cache.ts'
import { canView, type Viewer } from '../visibility/visibility-policy.ts'
import type { HeldEntry } from './held-entry.ts'
import { bookEntriesJson, indexBookEntries, newestFirst, viewBookEntries } from './list-book-entries.ts'

const READERS = ['ann', 'bea', 'cy', 'dee', 'eli', 'fay']
const book: BookSummary = {
	id: 'b1',
	title: 'Sabriel',
	subtitle: null,
	authors: [],
	publishedDate: '1995',
	series: null,
	language: 'en',
	coverVersion: 'v1',
}

const anEntry = fc.record({
	userId: fc.constantFrom(...READERS),
	ownerPrivate: fc.boolean(),
	ownerSuspended: fc.boolean(),
	visibility: fc.constantFrom(...Visibility.options),
	rating: fc.option(fc.integer({ min: 1, max: 10 })),
	spoilers: fc.boolean(),
	minute: fc.integer({ min: 0, max: 59 }),
	review: fc.option(
		fc.record({
			text: fc.constantFrom('Loved it', 'Slow start'),
			hidden: fc.boolean(),
			likers: fc.uniqueArray(fc.constantFrom(...READERS)),
		}),
	),
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

type World = typeof world extends fc.Arbitrary<infer T> ? T : never

/** The entries as the book's cache holds them: newest first, then by id. */
function heldEntries(facts: EntryFacts[]): HeldEntry[] {
	return facts
		.map(
			(f, i): HeldEntry => ({
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
						editionId: null,
						format: null,
						pageCount: null,
						audioMinutes: null,
					}),
					hidden: f.review.hidden,
					likers: new Set(f.review.likers),
				},
			}),
		)
		.sort(newestFirst)
}

/** The page the viewer is given: the visitor's when the view says it is the same. */
function pageJson(
	held: ReturnType<typeof indexBookEntries>,
	relations: ViewerRelations,
	withSpoilers: boolean,
	viewer: Viewer,
	limit: number,
	cursor?: string,
) {
	const view = viewBookEntries({ held, relations, withSpoilers }, { viewer, cursor, limit })
	return { view, json: bookEntriesJson(view, book, viewer) }
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
				const page = JSON.parse(pageJson(held, seen, withSpoilers, viewer, limit, cursor).json) as BookEntriesResponse
				pages.push(page)
				cursor = page.nextCursor ?? undefined
			} while (cursor && pages.length <= entries.length)
			assert.deepEqual(
				pages.flatMap((p) => p.entries.map((e) => e.id)),
				listed,
			)
			assert.ok(pages.slice(0, -1).every((p) => p.entries.length === limit))
			for (const page of pages) {
				assert.deepEqual(page.ratings.histogram, histogram)
				assert.equal(page.hiddenSpoilers, withSpoilers ? 0 : visible.filter((e) => e.review && e.spoilers).length)
			}
		}),
		{ numRuns: 3000 },
	)
})

test('a page said to be the visitor’s is exactly the visitor’s page, and readers of the book are often given it', () => {
	let readersGivenIt = 0
	// Most readers follow few of a book's other readers and log in public: half the worlds here are so.
	const everyday = (w: World) => ({
		...w,
		relations: NO_RELATIONS,
		entries: w.entries.map((e) => ({
			...e,
			visibility: 'public' as const,
			ownerPrivate: false,
			ownerSuspended: false,
		})),
	})
	const sparse = world.chain((w) => fc.oneof(fc.constant(w), fc.constant(everyday(w))))
	fc.assert(
		fc.property(sparse, ({ entries: facts, viewer, relations, withSpoilers, limit }) => {
			if (viewer === null) return
			const held = indexBookEntries(heldEntries(facts))
			const asViewer = pageJson(held, relations, withSpoilers, { id: viewer }, limit)
			if (!asViewer.view.sameAsVisitor) return
			if (held.byOwner.has(viewer)) readersGivenIt += 1
			assert.equal(asViewer.json, pageJson(held, NO_RELATIONS, withSpoilers, null, limit).json)
		}),
		{ numRuns: 3000 },
	)
	assert.ok(readersGivenIt > 30, `only ${readersGivenIt} generated readers of the book were given the visitor’s page`)
})

test('a reader’s own review on the page, a review they liked, or an entry they see otherwise than a visitor makes the page theirs', () => {
	const review = (
		id: string,
		userId: string,
		visibility: HeldEntry['visibility'],
		likers: string[] = [],
	): EntryFacts => ({
		userId,
		ownerPrivate: false,
		ownerSuspended: false,
		visibility,
		rating: 8,
		spoilers: false,
		minute: Number(id),
		review: { text: 'Loved it', hidden: false, likers },
	})
	const sameAsVisitor = (facts: EntryFacts[], viewer: string, relations: Partial<ViewerRelations> = {}) =>
		pageJson(indexBookEntries(heldEntries(facts)), { ...NO_RELATIONS, ...relations }, false, { id: viewer }, 1).view
			.sameAsVisitor
	const older = { ...review('1', 'ann', 'public'), review: null }
	assert.equal(
		sameAsVisitor([older, review('2', 'bea', 'public')], 'ann'),
		true,
		'a reader whose rating is public and not on the page',
	)
	assert.equal(
		sameAsVisitor([review('1', 'bea', 'public'), review('2', 'ann', 'public')], 'ann'),
		false,
		'their own review is on the page',
	)
	assert.equal(
		sameAsVisitor([review('1', 'ann', 'public'), review('2', 'bea', 'public')], 'ann'),
		true,
		'their own review is on a later page',
	)
	assert.equal(sameAsVisitor([review('2', 'bea', 'public', ['cy'])], 'cy'), false, 'they liked the review shown')
	assert.equal(
		sameAsVisitor([{ ...older, visibility: 'private' }, review('2', 'bea', 'public')], 'ann'),
		false,
		'their private rating counts for them alone',
	)
	assert.equal(
		sameAsVisitor([review('1', 'bea', 'friends'), review('2', 'dee', 'public')], 'cy', {
			following: new Set(['bea']),
			followers: new Set(['bea']),
		}),
		false,
		'a friend’s entry',
	)
	assert.equal(
		sameAsVisitor([review('1', 'bea', 'public'), review('2', 'dee', 'public')], 'cy', { following: new Set(['bea']) }),
		true,
		'a follow who shows everyone the same',
	)
	assert.equal(
		sameAsVisitor([review('1', 'bea', 'public'), review('2', 'dee', 'public')], 'cy', { blocked: new Set(['bea']) }),
		false,
		'a block hides a public entry',
	)
})
