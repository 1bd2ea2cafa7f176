import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { EntryResponse } from '../../shared/schemas/entries.ts'
import { FollowPage, FollowStatusResponse } from '../../shared/schemas/follows.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'

type Status = FollowStatusResponse & Answer
type Page = FollowPage & Answer
const followUser = (client: TestClient, username: string) =>
	client.json<Status>(`/api/users/${username}/follow`, { method: 'POST', json: {} })
const unfollow = (client: TestClient, username: string) =>
	client.json<Status>(`/api/users/${username}/follow`, { method: 'DELETE' })
const list = (client: TestClient, username: string, side: 'followers' | 'following', query = '') =>
	client.json<Page>(`/api/users/${username}/${side}${query}`)
const requests = (client: TestClient) => client.json<Page>('/api/me/follow-requests')
const approve = (client: TestClient, username: string) =>
	client.json<Status>(`/api/me/follow-requests/${username}/approve`, { method: 'POST', json: {} })
const deny = (client: TestClient, username: string) =>
	client.json<Status>(`/api/me/follow-requests/${username}`, { method: 'DELETE' })
const removeFollower = (client: TestClient, username: string) =>
	client.json<Status>(`/api/me/followers/${username}`, { method: 'DELETE' })
const names = (page: { body: FollowPage }) => page.body.items.map((item) => item.reader.username)
const makePrivate = async (client: TestClient) =>
	assert.equal((await client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })).status, 200)

test('a public profile is followed at once, again without change, and unfollowed twice without error', async (t) => {
	const { client } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]

	const followed = await followUser(bob.client, ann.username)
	assert.equal(followed.status, 200)
	assert.deepEqual(FollowStatusResponse.parse(followed.body), { status: 'accepted' })
	assert.deepEqual(
		(await followUser(bob.client, ann.username.toUpperCase())).body,
		{ status: 'accepted' },
		'again, in any case',
	)
	const followers = await list(client(), ann.username, 'followers')
	FollowPage.parse(followers.body)
	assert.deepEqual(names(followers), [bob.username])
	assert.equal(followers.body.total, 1)
	assert.deepEqual(names(await list(client(), bob.username, 'following')), [ann.username])

	assert.deepEqual((await unfollow(bob.client, ann.username)).body, { status: 'none' })
	assert.deepEqual((await unfollow(bob.client, ann.username)).body, { status: 'none' }, 'unfollowing twice is fine')
	assert.deepEqual((await list(client(), ann.username, 'followers')).body, { items: [], total: 0, nextCursor: null })
})

test('a private profile gets requests: approved ones follow, denied and withdrawn ones are gone', async (t) => {
	const { client } = await startTestApp(t)
	const [ann, bob, cat, dan] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	await makePrivate(ann.client)

	for (const reader of [bob, cat, dan]) {
		assert.deepEqual((await followUser(reader.client, ann.username)).body, { status: 'requested' })
		await sleep(3)
	}
	assert.deepEqual(
		(await followUser(bob.client, ann.username)).body,
		{ status: 'requested' },
		'asking again is the same request',
	)
	const pending = await requests(ann.client)
	assert.deepEqual(names(pending), [dan.username, cat.username, bob.username], 'newest first')
	assert.equal(pending.body.total, 3)
	assert.equal((await list(ann.client, ann.username, 'followers')).body.total, 0, 'requests are not followers')

	assert.deepEqual((await approve(ann.client, bob.username)).body, { status: 'accepted' })
	assert.deepEqual((await followUser(bob.client, ann.username)).body, { status: 'accepted' })
	assert.deepEqual((await deny(ann.client, cat.username)).body, { status: 'none' })
	assert.deepEqual((await unfollow(dan.client, ann.username)).body, { status: 'none' }, 'dan withdraws his request')
	assert.deepEqual(names(await requests(ann.client)), [])
	assert.deepEqual(names(await list(ann.client, ann.username, 'followers')), [bob.username])

	assert.equal((await approve(ann.client, cat.username)).status, 404, 'a denied request is gone')
	assert.equal((await deny(ann.client, dan.username)).status, 404, 'a withdrawn request is gone')
	assert.equal((await approve(ann.client, bob.username)).status, 404, 'an accepted follow is no request')
	assert.equal((await approve(ann.client, 'nobody_here')).status, 404)
	assert.deepEqual(
		(await followUser(cat.client, ann.username)).body,
		{ status: 'requested' },
		'a denied reader may ask again',
	)
})

test('pending requests stay pending when the private profile turns public; new follows are accepted at once', async (t) => {
	const { client } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await makePrivate(ann.client)
	await followUser(bob.client, ann.username)
	assert.equal((await ann.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'public' } })).status, 200)

	assert.deepEqual((await followUser(bob.client, ann.username)).body, { status: 'requested' })
	assert.deepEqual((await followUser(cat.client, ann.username)).body, { status: 'accepted' })
	assert.deepEqual(names(await requests(ann.client)), [bob.username])
	assert.deepEqual(names(await list(client(), ann.username, 'followers')), [cat.username])
})

test('following yourself is a 400, an unknown reader a 404, and signed-out writes and /me routes a 401', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const self = await followUser(ann.client, ann.username)
	assert.equal(self.status, 400)
	assert.equal(self.body.error.fields?.username, 'You cannot follow yourself')
	assert.equal((await list(ann.client, ann.username, 'following')).body.total, 0)
	for (const answer of [
		await followUser(ann.client, 'nobody_here'),
		await unfollow(ann.client, 'nobody_here'),
		await list(ann.client, 'nobody_here', 'followers'),
		await list(ann.client, 'nobody_here', 'following'),
		await removeFollower(ann.client, 'nobody_here'),
	])
		assert.equal(answer.status, 404)

	const visitor = client()
	for (const answer of [
		await followUser(visitor, ann.username),
		await unfollow(visitor, ann.username),
		await requests(visitor),
		await approve(visitor, ann.username),
		await deny(visitor, ann.username),
		await removeFollower(visitor, ann.username),
	])
		assert.equal(answer.status, 401)
	assert.equal(
		(await list(visitor, ann.username, 'followers')).status,
		200,
		'a public profile’s lists are for everyone',
	)
})

test('followers and following lists page by cursor, newest first, with totals', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const readers = []
	for (let i = 0; i < 5; i++) {
		const reader = await signUp(client())
		await followUser(reader.client, ann.username)
		await followUser(ann.client, reader.username)
		readers.push(reader.username)
		await sleep(3)
	}
	const newestFirst = readers.toReversed()
	for (const side of ['followers', 'following'] as const) {
		const first = await list(client(), ann.username, side, '?limit=2')
		assert.deepEqual(names(first), newestFirst.slice(0, 2))
		assert.equal(first.body.total, 5)
		const second = await list(client(), ann.username, side, `?limit=2&cursor=${first.body.nextCursor}`)
		assert.deepEqual(names(second), newestFirst.slice(2, 4))
		const last = await list(client(), ann.username, side, `?limit=2&cursor=${second.body.nextCursor}`)
		assert.deepEqual(names(last), newestFirst.slice(4))
		assert.equal(last.body.nextCursor, null)
	}
	const bad = await list(client(), ann.username, 'followers', '?cursor=nonsense&limit=0')
	assert.equal(bad.status, 400)
	assert.deepEqual(Object.keys(bad.body.error.fields ?? {}).sort(), ['limit'])
	assert.equal((await list(client(), ann.username, 'followers', '?cursor=bm9uc2Vuc2U')).status, 400)
})

test("a private profile's lists are hidden from strangers and open to approved followers", async (t) => {
	const { client } = await startTestApp(t)
	const [ann, bob, cat, dan] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	await followUser(ann.client, dan.username)
	await makePrivate(ann.client)
	await followUser(bob.client, ann.username)
	await followUser(cat.client, ann.username)
	await approve(ann.client, bob.username)

	for (const viewer of [client(), cat.client, dan.client]) {
		for (const side of ['followers', 'following'] as const) {
			const hidden = await list(viewer, ann.username, side)
			assert.equal(hidden.status, 404, `${side} hidden from a stranger, a requester and someone ann follows`)
			assert.equal(hidden.body.error.code, 'not_found')
		}
	}
	assert.deepEqual(names(await list(bob.client, ann.username, 'followers')), [bob.username])
	assert.deepEqual(names(await list(bob.client, ann.username, 'following')), [dan.username])
	assert.deepEqual(names(await list(ann.client, ann.username, 'followers')), [bob.username], 'the owner sees their own')
})

test('removing a follower ends their follow, and what it opened; removing again is fine', async (t) => {
	const { client } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	await makePrivate(ann.client)
	await followUser(bob.client, ann.username)
	await approve(ann.client, bob.username)
	assert.equal((await list(bob.client, ann.username, 'followers')).status, 200)

	assert.deepEqual((await removeFollower(ann.client, bob.username)).body, { status: 'none' })
	assert.deepEqual((await removeFollower(ann.client, bob.username)).body, { status: 'none' })
	assert.equal((await list(bob.client, ann.username, 'followers')).status, 404, 'bob is a stranger again')
	assert.equal((await list(ann.client, bob.username, 'following')).body.total, 0)
})

test("friends, and only friends, see a 'friends' entry once both follows are accepted", async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const bookId = await addBook(db)
	const logged = await ann.client.json<EntryResponse & Answer>('/api/entries', {
		json: { bookId, readOn: '2026-01-02', visibility: 'friends' },
	})
	assert.equal(logged.status, 201)
	const entry = () => bob.client.json<EntryResponse & Answer>(`/api/entries/${logged.body.entry.id}`)

	await followUser(bob.client, ann.username)
	assert.equal((await entry()).status, 404, 'a follower who is not followed back is no friend')
	await makePrivate(bob.client)
	assert.deepEqual((await followUser(ann.client, bob.username)).body, { status: 'requested' })
	assert.equal((await entry()).status, 404, 'a request is not a follow')
	await approve(bob.client, ann.username)
	const seen = await entry()
	assert.equal(seen.status, 200)
	assert.equal(EntryResponse.parse(seen.body).entry.visibility, 'friends')

	await unfollow(bob.client, ann.username)
	assert.equal((await entry()).status, 404, 'unfollowing ends the friendship')
})
