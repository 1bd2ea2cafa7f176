import assert from 'node:assert/strict'
import { test } from 'node:test'
import { localToday } from '../../shared/days.ts'
import { BookEntriesResponse } from '../../shared/schemas/entries.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { addBook, addEntry, befriend, follow } from '../../../tests/support/reading-factories.ts'

type Reply = BookEntriesResponse & Answer
const bookEntries = async (client: TestClient, bookId: string, query = '') => {
	const reply = await client.json<Reply>(`/api/books/${bookId}/entries${query}`)
	if (reply.status === 200) BookEntriesResponse.parse(reply.body)
	return reply
}
const reviews = async (client: TestClient, bookId: string, query = '') =>
	(await bookEntries(client, bookId, query)).body.entries.map((e) => e.review)
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)

/** An owner with one review of each visibility, and readers standing in every relation to them. */
async function visibilityWorld(t: Parameters<typeof startTestApp>[0]) {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const [owner, friend, follower, stranger] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	await befriend(db, owner.user.id, friend.user.id)
	await follow(db, follower.user.id, owner.user.id)
	for (const [i, visibility] of (['public', 'friends', 'private'] as const).entries()) {
		await addEntry(db, {
			userId: owner.user.id,
			bookId,
			visibility,
			review: visibility,
			rating: 4 + i,
			createdAt: minutesAgo(10 - i),
		})
	}
	return { db, bookId, owner, friend, follower, stranger, visitor: client() }
}

test("a book's reviews show each viewer what the owner's visibility allows, newest first", async (t) => {
	const w = await visibilityWorld(t)
	const seen = async (c: TestClient) => ({
		reviews: await reviews(c, w.bookId),
		rated: (await bookEntries(c, w.bookId)).body.ratings.count,
	})
	assert.deepEqual(await seen(w.owner.client), { reviews: ['private', 'friends', 'public'], rated: 3 })
	assert.deepEqual(await seen(w.friend.client), { reviews: ['friends', 'public'], rated: 2 })
	assert.deepEqual(await seen(w.follower.client), { reviews: ['public'], rated: 1 })
	assert.deepEqual(await seen(w.stranger.client), { reviews: ['public'], rated: 1 })
	assert.deepEqual(await seen(w.visitor), { reviews: ['public'], rated: 1 })

	const own = (await bookEntries(w.owner.client, w.bookId)).body.entries[0]
	assert.equal(own?.reader.username, w.owner.username)
	assert.equal(own?.book.id, w.bookId)
	assert.deepEqual(own?.can, { edit: true })
	assert.deepEqual((await bookEntries(w.friend.client, w.bookId)).body.entries[0]?.can, { edit: false })
})

test('a reader with a private profile shows public reviews only to approved followers', async (t) => {
	const w = await visibilityWorld(t)
	assert.equal(
		(await w.owner.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })).status,
		200,
	)
	assert.deepEqual(await reviews(w.owner.client, w.bookId), ['private', 'friends', 'public'])
	assert.deepEqual(await reviews(w.friend.client, w.bookId), ['friends', 'public'])
	assert.deepEqual(await reviews(w.follower.client, w.bookId), ['public'])
	await follow(w.db, w.stranger.user.id, w.owner.user.id, 'requested')
	assert.deepEqual(await reviews(w.stranger.client, w.bookId), [], 'a follow request not yet approved shows nothing')
	assert.deepEqual(await reviews(w.visitor, w.bookId), [])
	assert.deepEqual((await bookEntries(w.visitor, w.bookId)).body.ratings, {
		average: null,
		count: 0,
		histogram: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
	})
})

test('the rating summary counts every rated entry the viewer may see, reviewed or not, in half stars', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const otherBook = await addBook(db, 'The Dispossessed')
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	await befriend(db, ann.user.id, bob.user.id)
	// Public: 4.5, 3, 0.5, 5, 4.5 and 4 stars (two without review text), and one unrated review.
	for (const [i, rating] of [9, 6, 1, 10, 9, 8].entries()) {
		await addEntry(db, {
			userId: i % 2 ? ann.user.id : bob.user.id,
			bookId,
			rating,
			review: i < 4 ? `review ${i}` : '',
		})
	}
	await addEntry(db, { userId: ann.user.id, bookId, rating: null, review: 'no stars' })
	await addEntry(db, { userId: ann.user.id, bookId, rating: 3, visibility: 'friends' })
	await addEntry(db, { userId: ann.user.id, bookId, rating: 2, visibility: 'private' })
	await addEntry(db, { userId: ann.user.id, bookId: otherBook, rating: 10 })

	// 9+6+1+10+9+8 = 43 half stars over 6 ratings: 43 / 12 = 3.583… stars.
	const visitor = (await bookEntries(client(), bookId)).body
	assert.deepEqual(visitor.ratings, { average: 3.58, count: 6, histogram: [1, 0, 0, 0, 0, 1, 0, 1, 2, 1] })
	assert.equal(visitor.entries.length, 5, 'four reviews with stars and one without')
	assert.equal(visitor.entries.find((e) => e.review === 'no stars')?.rating, null)
	assert.deepEqual(
		visitor.entries
			.map((e) => e.rating)
			.filter((r) => r !== null)
			.sort(),
		[0.5, 3, 4.5, 5],
	)
	// Bob, a friend, also sees the friends-only 1.5 stars: 46 / 14 = 3.285….
	assert.deepEqual((await bookEntries(bob.client, bookId)).body.ratings, {
		average: 3.29,
		count: 7,
		histogram: [1, 0, 1, 0, 0, 1, 0, 1, 2, 1],
	})
	// Ann also sees her own private 1 star: 48 / 16 = 3.
	assert.deepEqual((await bookEntries(ann.client, bookId)).body.ratings, {
		average: 3,
		count: 8,
		histogram: [1, 1, 1, 0, 0, 1, 0, 1, 2, 1],
	})
})

test('spoiler reviews are counted but left out until the viewer has read the book or asks to see them', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const [ann, cy] = [await signUp(client()), await signUp(client())]
	await addEntry(db, { userId: ann.user.id, bookId, review: 'plain', createdAt: minutesAgo(5) })
	await addEntry(db, { userId: ann.user.id, bookId, review: 'the ending', spoilers: true, createdAt: minutesAgo(4) })
	await addEntry(db, {
		userId: ann.user.id,
		bookId,
		review: 'the twist',
		spoilers: true,
		visibility: 'friends',
		createdAt: minutesAgo(3),
	})
	await addEntry(db, { userId: ann.user.id, bookId, spoilers: true, rating: 6, createdAt: minutesAgo(2) })

	const hidden = (await bookEntries(cy.client, bookId)).body
	assert.deepEqual(
		hidden.entries.map((e) => e.review),
		['plain'],
	)
	assert.equal(
		hidden.hiddenSpoilers,
		1,
		'the friends-only spoiler is not Cy’s to see, and a rating without text is no review',
	)
	assert.equal(hidden.ratings.count, 1, 'the rating of a spoiler entry still counts')
	assert.equal((await bookEntries(client(), bookId)).body.hiddenSpoilers, 1)

	const shown = (await bookEntries(cy.client, bookId, '?spoilers=show')).body
	assert.deepEqual(
		shown.entries.map((e) => [e.review, e.spoilers]),
		[
			['the ending', true],
			['plain', false],
		],
	)
	assert.equal(shown.hiddenSpoilers, 0)

	const shelve = (status: string) =>
		cy.client.request(`/api/books/${bookId}/shelf`, { method: 'PUT', json: { status } })
	assert.equal((await shelve('want')).status, 200)
	assert.equal(
		(await bookEntries(cy.client, bookId)).body.hiddenSpoilers,
		1,
		'wanting to read it is not having read it',
	)
	assert.equal((await shelve('read')).status, 200)
	const read = (await bookEntries(cy.client, bookId)).body
	assert.deepEqual(
		read.entries.map((e) => e.review),
		['the ending', 'plain'],
	)
	assert.equal(read.hiddenSpoilers, 0)

	assert.equal(
		(await bookEntries(ann.client, bookId)).body.hiddenSpoilers,
		2,
		'a reader who has not shelved it sees her own spoilers counted too',
	)
	const logged = await ann.client.json('/api/entries', {
		json: { bookId, readOn: localToday(), review: 'read it again', spoilers: true },
	})
	assert.equal(logged.status, 201)
	const afterLogging = (await bookEntries(ann.client, bookId)).body
	assert.deepEqual(
		afterLogging.entries.map((e) => e.review),
		['read it again', 'the twist', 'the ending', 'plain'],
		'logging a read shelves it read',
	)
	assert.equal(afterLogging.hiddenSpoilers, 0)
})

test("a book's reviews come a page at a time with a cursor that stays right when entries share a time", async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const ann = await signUp(client())
	const same = minutesAgo(3)
	for (const [review, createdAt] of [
		['a', minutesAgo(5)],
		['b', minutesAgo(4)],
		['c', same],
		['d', same],
		['e', minutesAgo(1)],
	] as const) {
		await addEntry(db, { userId: ann.user.id, bookId, review, createdAt })
	}
	const seen: string[] = []
	let query = '?limit=2'
	for (const expected of [2, 2, 1]) {
		const { status, body } = await bookEntries(client(), bookId, query)
		assert.equal(status, 200)
		assert.equal(body.entries.length, expected)
		seen.push(...body.entries.map((e) => e.review))
		assert.equal(body.ratings.count, 0, 'the summary covers the whole book on every page')
		query = `?limit=2&cursor=${body.nextCursor}`
		if (expected === 1) assert.equal(body.nextCursor, null)
	}
	assert.deepEqual(seen.slice(0, 1), ['e'])
	assert.deepEqual(seen.slice(3), ['b', 'a'])
	assert.deepEqual(seen.slice(1, 3).sort(), ['c', 'd'], 'each of the two logged at the same time once')
	assert.equal(
		(await bookEntries(client(), bookId, '?limit=5')).body.nextCursor,
		null,
		'no next page when the last fits exactly',
	)
})

test("bad queries are a 400 naming the parameter, and an unknown book's entries a 404", async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const visitor = client()
	assert.equal((await bookEntries(visitor, 'no-such-book')).status, 404)
	const fields = async (query: string) => {
		const reply = await bookEntries(visitor, bookId, query)
		assert.equal(reply.status, 400)
		return reply.body.error.fields
	}
	assert.deepEqual(await fields('?cursor=bm90IGpzb24'), { cursor: 'cursor is not valid' })
	assert.deepEqual(await fields(`?cursor=${Buffer.from('[1,2]').toString('base64url')}`), {
		cursor: 'cursor is not valid',
	})
	assert.deepEqual(await fields('?limit=0'), { limit: 'limit must be a whole number from 1 to 100' })
	assert.deepEqual(await fields('?spoilers=maybe'), { spoilers: 'spoilers must be hide or show' })
	assert.deepEqual(await fields('?sort=rating'), { sort: 'This field cannot be set here' })
})
