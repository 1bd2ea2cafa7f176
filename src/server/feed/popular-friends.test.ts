import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PopularFriendsResponse } from '../../shared/schemas/feed.ts'
import { addBook, addEntry, befriend, follow } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'

type Popular = PopularFriendsResponse & Answer
const popular = (client: TestClient) => client.json<Popular>('/api/popular/friends')
const DAY = 86_400_000

test('Popular with friends counts each followed reader once per book, over 7 days, in entries the viewer may see', async (t) => {
	const { db, client } = await startTestApp(t)
	const [dune, emma, kindred, old] = [
		await addBook(db, 'Dune'),
		await addBook(db, 'Emma'),
		await addBook(db, 'Kindred'),
		await addBook(db, 'Old news'),
	]
	const [viewer, friend, ann, bob, priv, blocked, stranger] = await Promise.all(
		Array.from({ length: 7 }, () => signUp(client())),
	)
	assert.ok(viewer && friend && ann && bob && priv && blocked && stranger)
	assert.equal((await popular(client())).status, 401)
	assert.deepEqual((await popular(viewer.client)).body.books, [], 'nobody followed, nothing popular')

	await befriend(db, viewer.user.id, friend.user.id)
	for (const reader of [ann, bob, priv, blocked]) await follow(db, viewer.user.id, reader.user.id)
	const now = Date.now()
	const log = (userId: string, bookId: string, visibility: 'public' | 'friends' | 'private' = 'public', ago = 1) =>
		addEntry(db, { userId, bookId, visibility, createdAt: new Date(now - ago * DAY) })
	await log(ann.user.id, dune)
	await log(ann.user.id, dune, 'public', 2)
	await log(bob.user.id, dune)
	await log(friend.user.id, dune, 'friends')
	await log(bob.user.id, emma, 'friends')
	await log(ann.user.id, emma, 'private')
	await log(friend.user.id, kindred, 'public', 3)
	await log(ann.user.id, old, 'public', 8)
	await log(bob.user.id, old, 'public', 9)
	await log(stranger.user.id, emma)
	await log(stranger.user.id, emma)
	await log(viewer.user.id, emma)
	await log(priv.user.id, emma)
	await log(blocked.user.id, emma)
	await db
		.insertInto('block')
		.values({ blockerId: blocked.user.id, blockedId: viewer.user.id, createdAt: new Date().toISOString() })
		.execute()

	const answer = await popular(viewer.client)
	assert.equal(answer.status, 200)
	PopularFriendsResponse.parse(answer.body)
	const counts = answer.body.books.map(({ book, count, readers }) => [
		book.title,
		count,
		readers.map((r) => r.username).sort(),
	])
	assert.deepEqual(counts, [
		['Dune', 3, [ann.username, bob.username, friend.username].sort()],
		['Emma', 1, [priv.username]],
		['Kindred', 1, [friend.username]],
	])

	assert.equal(
		(await priv.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })).status,
		200,
	)
	await db
		.deleteFrom('follow')
		.where('followerId', '=', viewer.user.id)
		.where('followeeId', '=', priv.user.id)
		.execute()
	assert.deepEqual(
		(await popular(viewer.client)).body.books.map(({ book, count }) => [book.title, count]),
		[
			['Dune', 3],
			['Kindred', 1],
		],
		'unfollowed, their entries no longer count',
	)
	assert.deepEqual(
		(await popular(friend.client)).body.books.map(({ book, count }) => [book.title, count]),
		[['Emma', 1]],
		"the viewer's own entry counts for their friend",
	)
})
