import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ProfileView } from '../../shared/schemas/profile.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { addBook, befriend, follow } from '../../../tests/support/reading-factories.ts'
import { daysAgo, logRead } from '../../../tests/requests/entry-requests.ts'

type Reply = ProfileView & Answer
const patch = (client: TestClient, json: unknown) => client.json<Reply>('/api/profile', { method: 'PATCH', json })
const counts = async (viewer: TestClient, username: string) => {
	const { body } = await viewer.json<Reply>(`/api/users/${username}/profile`)
	return body.details && { booksRead: body.details.counts.booksRead, reviews: body.details.counts.reviews }
}

test('the default visibility is a setting only its owner sees, and new shelvings and entries use it', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const bob = await signUp(client())
	assert.deepEqual((await ann.client.json<Reply>('/api/profile')).body.settings, {
		entryVisibility: 'public',
		findable: false,
	})
	const bad = await patch(ann.client, { entryVisibility: 'everyone' })
	assert.equal(bad.status, 400)
	assert.deepEqual(Object.keys(bad.body.error.fields ?? {}), ['entryVisibility'])

	const saved = await patch(ann.client, { entryVisibility: 'friends' })
	assert.equal(saved.status, 200)
	ProfileView.parse(saved.body)
	assert.deepEqual(saved.body.settings, { entryVisibility: 'friends', findable: false })
	assert.equal((await bob.client.json<Reply>('/api/users/ann/profile')).body.settings, null)
	assert.equal((await client().json<Reply>('/api/users/ann/profile')).body.settings, null)

	const [shelved, logged] = [await addBook(db, 'Shelved'), await addBook(db, 'Logged')]
	const shelf = await ann.client.json<{ shelf: { visibility: string } }>(`/api/books/${shelved}/shelf`, {
		method: 'PUT',
		json: { status: 'want' },
	})
	assert.equal(shelf.body.shelf.visibility, 'friends')
	assert.equal((await logRead(ann.client, { bookId: logged, readOn: daysAgo(1) })).visibility, 'friends')
	assert.equal(
		(await logRead(ann.client, { bookId: logged, readOn: daysAgo(1), visibility: 'public' })).visibility,
		'public',
	)
	await patch(ann.client, { bio: 'Other settings keep it' })
	assert.deepEqual((await ann.client.json<Reply>('/api/profile')).body.settings, {
		entryVisibility: 'friends',
		findable: false,
	})
})

test('books read and reviews on a profile count only the entries the viewer may see', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const friend = await signUp(client())
	const follower = await signUp(client())
	const stranger = await signUp(client())
	await befriend(db, ann.user.id, friend.user.id)
	await follow(db, follower.user.id, ann.user.id)
	const [first, second, third] = [await addBook(db, 'One'), await addBook(db, 'Two'), await addBook(db, 'Three')]
	await logRead(ann.client, { bookId: first, readOn: daysAgo(9), review: 'Public review' })
	await logRead(ann.client, {
		bookId: first,
		readOn: daysAgo(2),
		reread: true,
		review: 'A private second look',
		visibility: 'private',
	})
	await logRead(ann.client, { bookId: second, readOn: daysAgo(5), review: 'For friends', visibility: 'friends' })
	await logRead(ann.client, { bookId: third, readOn: daysAgo(4), rating: 3, visibility: 'private' })

	assert.deepEqual(await counts(ann.client, 'ann'), { booksRead: 3, reviews: 3 }, 'the owner counts everything')
	assert.deepEqual((await ann.client.json<Reply>('/api/profile')).body.details?.counts, {
		booksRead: 3,
		reviews: 3,
		lists: 0,
		followers: 2,
		following: 1,
	})
	assert.deepEqual(await counts(friend.client, 'ann'), { booksRead: 2, reviews: 2 })
	for (const viewer of [follower.client, stranger.client, client()])
		assert.deepEqual(await counts(viewer, 'ann'), { booksRead: 1, reviews: 1 })

	await patch(ann.client, { visibility: 'private' })
	assert.deepEqual(
		await counts(follower.client, 'ann'),
		{ booksRead: 1, reviews: 1 },
		'an approved follower still sees the profile',
	)
	assert.deepEqual(await counts(friend.client, 'ann'), { booksRead: 2, reviews: 2 })
	assert.equal(await counts(stranger.client, 'ann'), null)
	assert.equal(await counts(client(), 'ann'), null)
})
