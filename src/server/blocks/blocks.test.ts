import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { BlockPage, BlockStatusResponse } from '../../shared/schemas/blocks.ts'
import type { BookEntriesResponse } from '../../shared/schemas/entries.ts'
import type { FollowPage } from '../../shared/schemas/follows.ts'
import { addBook, befriend, follow } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'

type Status = BlockStatusResponse & Answer
const block = (client: TestClient, username: string) =>
	client.json<Status>(`/api/users/${username}/block`, { method: 'POST', json: {} })
const unblock = (client: TestClient, username: string) =>
	client.json<Status>(`/api/users/${username}/block`, { method: 'DELETE' })
const blocks = (client: TestClient, query = '') => client.json<BlockPage & Answer>(`/api/me/blocks${query}`)
const profile = (client: TestClient, username: string) =>
	client.request(`/api/users/${username}/profile`).then((res) => res.status)
const names = (page: { items: { reader: { username: string } }[] }) => page.items.map((item) => item.reader.username)

test('blocking ends follows and requests both ways; the two are not found by each other until unblocked', async (t) => {
	const { db, client } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await befriend(db, ann.user.id, bob.user.id)
	await follow(db, cat.user.id, ann.user.id, 'requested')
	await follow(db, ann.user.id, cat.user.id, 'requested')

	const blocked = await block(ann.client, bob.username)
	assert.equal(blocked.status, 200)
	assert.deepEqual(BlockStatusResponse.parse(blocked.body), { blocked: true })
	assert.deepEqual((await block(ann.client, cat.username)).body, { blocked: true })
	assert.deepEqual((await block(ann.client, cat.username)).body, { blocked: true }, 'blocking again changes nothing')
	assert.deepEqual(await db.selectFrom('follow').selectAll().execute(), [], 'follows and requests both ways are gone')

	for (const [viewer, owner] of [
		[ann, bob],
		[bob, ann],
		[cat, ann],
	] as const) {
		assert.equal(await profile(viewer.client, owner.username), 404, `${viewer.username} → ${owner.username}`)
		assert.equal(
			(await viewer.client.json(`/api/users/${owner.username}/follow`, { method: 'POST', json: {} })).status,
			404,
			'no follow',
		)
		assert.equal((await viewer.client.json(`/api/users/${owner.username}/followers`)).status, 404)
		assert.equal((await viewer.client.json(`/api/users/${owner.username}/following`)).status, 404)
	}
	assert.equal(await profile(client(), bob.username), 200, 'others still see both')

	const page = await blocks(ann.client)
	BlockPage.parse(page.body)
	assert.deepEqual(names(page.body), [cat.username, bob.username], 'newest block first')
	assert.deepEqual(names((await blocks(bob.client)).body), [], 'being blocked is not listed')

	assert.deepEqual((await unblock(ann.client, bob.username)).body, { blocked: false })
	assert.deepEqual((await unblock(ann.client, bob.username)).body, { blocked: false }, 'unblocking twice is fine')
	assert.equal(await profile(bob.client, ann.username), 200)
	assert.equal(await profile(ann.client, bob.username), 200)
	assert.equal((await db.selectFrom('follow').selectAll().execute()).length, 0, 'follows do not come back')
	assert.equal(
		(await bob.client.json(`/api/users/${ann.username}/follow`, { method: 'POST', json: {} })).status,
		200,
		'following again works',
	)
	assert.equal(await profile(cat.client, ann.username), 404, 'the other block stays')
})

test('a block either way hides each other from followers and following lists of third readers', async (t) => {
	const { db, client } = await startTestApp(t)
	const [ann, bob, dan, eve] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	for (const reader of [ann, bob, eve]) await follow(db, reader.user.id, dan.user.id)
	await follow(db, dan.user.id, bob.user.id)
	await block(bob.client, ann.username)

	const followers = (viewer: TestClient) =>
		viewer.json<FollowPage>(`/api/users/${dan.username}/followers`).then((r) => r.body)
	assert.deepEqual(names(await followers(ann.client)).sort(), [ann.username, eve.username].sort())
	assert.equal((await followers(ann.client)).total, 2)
	assert.deepEqual(names(await followers(bob.client)).sort(), [bob.username, eve.username].sort(), 'either way')
	assert.equal((await followers(client())).total, 3, 'a visitor sees all three')
	assert.deepEqual(names((await ann.client.json<FollowPage>(`/api/users/${dan.username}/following`)).body), [])
})

test('blocked readers’ entries, reviews and ratings disappear for each other on the book page and the entry page', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const bobs = await logRead(bob.client, {
		bookId,
		readOn: '2026-01-01',
		rating: 1,
		review: 'Bob did not like it',
		visibility: 'public',
	})
	await logRead(cat.client, { bookId, readOn: '2026-01-02', rating: 5, review: 'Cat loved it', visibility: 'public' })
	const anns = await logRead(ann.client, {
		bookId,
		readOn: '2026-01-03',
		rating: 4,
		review: 'Ann liked it',
		visibility: 'public',
	})
	await block(ann.client, bob.username)

	const book = (viewer: TestClient) =>
		viewer.json<BookEntriesResponse>(`/api/books/${bookId}/entries`).then((r) => r.body)
	const reviewers = (page: BookEntriesResponse) => page.entries.map((e) => e.reader.username).sort()
	assert.deepEqual(reviewers(await book(ann.client)), [ann.username, cat.username].sort())
	assert.equal((await book(ann.client)).ratings.count, 2)
	assert.deepEqual(reviewers(await book(bob.client)), [bob.username, cat.username].sort())
	assert.deepEqual(reviewers(await book(cat.client)), [ann.username, bob.username, cat.username].sort())
	assert.equal((await ann.client.json(`/api/entries/${bobs.id}`)).status, 404)
	assert.equal((await bob.client.json(`/api/entries/${anns.id}`)).status, 404)
	assert.equal((await cat.client.json(`/api/entries/${bobs.id}`)).status, 200)
})

test('blocking oneself is a 400, an unknown reader a 404, signed out a 401; the list pages by cursor', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const self = await block(ann.client, ann.username)
	assert.equal(self.status, 400)
	assert.equal(self.body.error.fields?.username, 'You cannot block yourself')
	assert.equal((await block(ann.client, 'nobody_here')).status, 404)
	assert.equal((await unblock(ann.client, 'nobody_here')).status, 404)
	const visitor = client()
	for (const answer of [
		await block(visitor, ann.username),
		await unblock(visitor, ann.username),
		await blocks(visitor),
	])
		assert.equal(answer.status, 401)

	const others = []
	for (let i = 0; i < 3; i++) {
		const reader = await signUp(client())
		await block(ann.client, reader.username)
		others.unshift(reader.username)
		await sleep(3)
	}
	const first = await blocks(ann.client, '?limit=2')
	assert.deepEqual(names(first.body), others.slice(0, 2))
	assert.ok(first.body.nextCursor)
	const second = await blocks(ann.client, `?limit=2&cursor=${first.body.nextCursor}`)
	assert.deepEqual(names(second.body), others.slice(2))
	assert.equal(second.body.nextCursor, null)
	assert.equal((await blocks(ann.client, '?cursor=nonsense')).body.error.fields?.cursor, 'cursor is not valid')
})
