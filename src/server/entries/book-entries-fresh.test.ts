import assert from 'node:assert/strict'
import { test } from 'node:test'
import { BookEntriesResponse } from '../../shared/schemas/entries.ts'
import { addBook, addEntry, befriend, follow } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { logRead, patchEntry } from '../../../tests/requests/entry-requests.ts'

// Each server keeps a book's entries and each viewer's follows and blocks (decision 0012). These tests look at
// a book's reviews, change something, and look again at once: through the API, and straight in the database
// as another server sharing it would, where this server's cache hears of nothing but the database's counters.

const page = async (client: TestClient, bookId: string, query = '') => {
	const res = await client.request(`/api/books/${bookId}/entries${query}`)
	assert.equal(res.status, 200)
	return BookEntriesResponse.parse(await res.json())
}
/** The reviews a viewer sees, and how many ratings the summary counts. */
const seen = async (client: TestClient, bookId: string) => {
	const { entries, ratings } = await page(client, bookId)
	return { reviews: entries.map((e) => e.review), rated: ratings.count }
}

async function world(t: Parameters<typeof startTestApp>[0]) {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const [ann, bea, cy] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await befriend(db, ann.user.id, bea.user.id)
	const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)
	const open = await addEntry(db, {
		userId: ann.user.id,
		bookId,
		rating: 8,
		review: 'For all',
		createdAt: minutesAgo(5),
	})
	await addEntry(db, {
		userId: ann.user.id,
		bookId,
		rating: 6,
		review: 'For friends',
		visibility: 'friends',
		createdAt: minutesAgo(10),
	})
	return { db, bookId, ann, bea, cy, visitor: client(), open }
}

test("a book's reviews show each change to entries, likes and their readers at once, from the API or another server", async (t) => {
	const { db, bookId, ann, bea, cy, visitor, open } = await world(t)
	assert.deepEqual(await seen(cy.client, bookId), { reviews: ['For all'], rated: 1 })
	assert.deepEqual(await seen(visitor, bookId), { reviews: ['For all'], rated: 1 })

	assert.equal((await patchEntry(ann.client, open, { review: 'Edited' })).status, 200)
	assert.deepEqual(await seen(cy.client, bookId), { reviews: ['Edited'], rated: 1 }, 'an edit through the API')
	await db.updateTable('entry').set({ review: 'Edited elsewhere' }).where('id', '=', open).execute()
	assert.deepEqual(
		await seen(visitor, bookId),
		{ reviews: ['Edited elsewhere'], rated: 1 },
		'an edit another server made',
	)

	assert.equal((await cy.client.request(`/api/entries/${open}/like`, { method: 'POST' })).status, 200)
	const liked = (await page(cy.client, bookId)).entries[0]
	assert.deepEqual([liked?.likeCount, liked?.likedByViewer], [1, true])
	assert.deepEqual(
		(await page(visitor, bookId)).entries.map((e) => [e.likeCount, e.likedByViewer]),
		[[1, false]],
	)
	await db.deleteFrom('entryLike').where('entryId', '=', open).execute()
	assert.deepEqual(
		(await page(cy.client, bookId)).entries.map((e) => [e.likeCount, e.likedByViewer]),
		[[0, false]],
		'a like taken back elsewhere',
	)

	await db.updateTable('user').set({ name: 'Ann Elsewhere' }).where('id', '=', ann.user.id).execute()
	assert.equal((await page(visitor, bookId)).entries[0]?.reader.name, 'Ann Elsewhere', "the reader's new name")

	await db.updateTable('entry').set({ visibility: 'private' }).where('id', '=', open).execute()
	assert.deepEqual(await seen(cy.client, bookId), { reviews: [], rated: 0 }, 'made private elsewhere')
	await db.deleteFrom('entry').where('id', '=', open).execute()
	assert.deepEqual(await seen(visitor, bookId), { reviews: [], rated: 0 }, 'deleted elsewhere')
	await addEntry(db, { userId: bea.user.id, bookId, rating: 10, review: 'New elsewhere' })
	assert.deepEqual(await seen(cy.client, bookId), { reviews: ['New elsewhere'], rated: 1 }, 'logged elsewhere')
	assert.deepEqual(await seen(ann.client, bookId), { reviews: ['New elsewhere', 'For friends'], rated: 2 })
})

test("a book's reviews follow the viewer's follows and blocks and the owner's profile at once", async (t) => {
	const { db, bookId, ann, bea, cy, visitor } = await world(t)
	assert.deepEqual(await seen(bea.client, bookId), { reviews: ['For all', 'For friends'], rated: 2 })

	assert.equal((await bea.client.request(`/api/users/${ann.username}/follow`, { method: 'DELETE' })).status, 200)
	assert.deepEqual(
		await seen(bea.client, bookId),
		{ reviews: ['For all'], rated: 1 },
		'no longer friends after an unfollow',
	)
	await follow(db, bea.user.id, ann.user.id)
	assert.deepEqual(
		await seen(bea.client, bookId),
		{ reviews: ['For all', 'For friends'], rated: 2 },
		'friends again through another server',
	)

	assert.equal((await cy.client.request(`/api/users/${ann.username}/block`, { method: 'POST' })).status, 200)
	assert.deepEqual(await seen(cy.client, bookId), { reviews: [], rated: 0 }, 'a block hides the owner')
	await db.deleteFrom('block').execute()
	assert.deepEqual(await seen(cy.client, bookId), { reviews: ['For all'], rated: 1 }, 'unblocked elsewhere')
	await db
		.insertInto('block')
		.values({ blockerId: ann.user.id, blockedId: bea.user.id, createdAt: new Date().toISOString() })
		.execute()
	assert.deepEqual(await seen(bea.client, bookId), { reviews: [], rated: 0 }, 'blocked by the owner elsewhere')
	await db.deleteFrom('block').execute()

	assert.equal(
		(await ann.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })).status,
		200,
	)
	assert.deepEqual(await seen(cy.client, bookId), { reviews: [], rated: 0 }, 'a private profile')
	assert.deepEqual(await seen(visitor, bookId), { reviews: [], rated: 0 })
	await db.updateTable('profile').set({ visibility: 'public' }).where('userId', '=', ann.user.id).execute()
	assert.deepEqual(await seen(visitor, bookId), { reviews: ['For all'], rated: 1 }, 'public again elsewhere')

	await db
		.updateTable('profile')
		.set({ suspendedAt: new Date().toISOString() })
		.where('userId', '=', ann.user.id)
		.execute()
	assert.deepEqual(
		await seen(visitor, bookId),
		{ reviews: [], rated: 0 },
		'suspended by an administrator on another server',
	)
	assert.deepEqual(await seen(cy.client, bookId), { reviews: [], rated: 0 })
})

test('a spoiler review shows as soon as the viewer has read the book, whichever server shelved it', async (t) => {
	const { db, bookId, ann, cy } = await world(t)
	await logRead(ann.client, { bookId, readOn: '2026-01-03', review: 'The ending', spoilers: true })
	assert.equal((await page(cy.client, bookId)).hiddenSpoilers, 1)
	await db
		.insertInto('shelf')
		.values({
			userId: cy.user.id,
			bookId,
			status: 'read',
			visibility: 'public',
			addedAt: '2026-01-04T00:00:00.000Z',
			updatedAt: '2026-01-04T00:00:00.000Z',
		})
		.execute()
	const read = await page(cy.client, bookId)
	assert.deepEqual([read.hiddenSpoilers, read.entries.map((e) => e.review)], [0, ['The ending', 'For all']])

	const onShelf = db.updateTable('shelf').where('userId', '=', cy.user.id).where('bookId', '=', bookId)
	await onShelf.set({ status: 'reading' }).execute()
	assert.equal((await page(cy.client, bookId)).hiddenSpoilers, 1, 'moved back to reading elsewhere')
	assert.equal(
		(await cy.client.json(`/api/books/${bookId}/shelf`, { method: 'PUT', json: { status: 'read' } })).status,
		200,
	)
	assert.equal((await page(cy.client, bookId)).hiddenSpoilers, 0, 'shelved as read through the API')
	await db.deleteFrom('shelf').where('userId', '=', cy.user.id).execute()
	assert.equal((await page(cy.client, bookId)).hiddenSpoilers, 1, 'taken off the shelf elsewhere')
	await db
		.insertInto('shelf')
		.values({
			userId: cy.user.id,
			bookId,
			status: 'read',
			visibility: 'public',
			addedAt: '2026-01-05T00:00:00.000Z',
			updatedAt: '2026-01-05T00:00:00.000Z',
		})
		.execute()
	await onShelf.set({ visibility: 'private' }).execute()
	assert.equal((await page(cy.client, bookId)).hiddenSpoilers, 0, 'who may see the shelving does not matter')
})
