import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addBook, befriend, follow } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp, type TestClient } from '../../../tests/support/test-client.ts'
import type { Database } from '../db/schema.ts'
import {
	addItem,
	createList,
	editList,
	getList,
	like,
	myLists,
	names,
	searchLists,
	unlike,
	userLists,
} from '../../../tests/requests/list-requests.ts'

/** The owner ann with a list at each visibility, and a reader in every relation to her. */
async function cast(t: Parameters<typeof startTestApp>[0]) {
	const app = await startTestApp(t)
	const { client, db } = app
	const [ann, friend, follower, stranger, blocked, blocker] = await Promise.all(
		[1, 2, 3, 4, 5, 6].map(() => signUp(client())),
	)
	if (!ann || !friend || !follower || !stranger || !blocked || !blocker) throw new Error('sign-up failed')
	await befriend(db, ann.user.id, friend.user.id)
	await follow(db, follower.user.id, ann.user.id)
	await befriend(db, ann.user.id, blocked.user.id)
	await befriend(db, ann.user.id, blocker.user.id)
	const at = new Date().toISOString()
	await db
		.insertInto('block')
		.values([
			{ blockerId: ann.user.id, blockedId: blocked.user.id, createdAt: at },
			{ blockerId: blocker.user.id, blockedId: ann.user.id, createdAt: at },
		])
		.execute()
	const book = await addBook(db)
	const lists: Record<string, string> = {}
	for (const visibility of ['public', 'friends', 'private'] as const) {
		const { list } = (await createList(ann.client, { name: `Zebra ${visibility}`, visibility })).body
		await addItem(ann.client, list.id, book)
		lists[visibility] = list.id
	}
	const viewers: Record<string, TestClient> = {
		owner: ann.client,
		friend: friend.client,
		follower: follower.client,
		stranger: stranger.client,
		visitor: client(),
		blocked: blocked.client,
		blocker: blocker.client,
	}
	return { ...app, ann, lists, viewers }
}

const SEES: Record<string, string[]> = {
	owner: ['public', 'friends', 'private'],
	friend: ['public', 'friends'],
	follower: ['public'],
	stranger: ['public'],
	visitor: ['public'],
	blocked: [],
	blocker: [],
}

test('each viewer sees exactly the lists the visibility rule allows, on every route; the rest are 404', async (t) => {
	const { ann, lists, viewers } = await cast(t)
	for (const [who, viewer] of Object.entries(viewers)) {
		for (const [visibility, id] of Object.entries(lists)) {
			const answer = await getList(viewer, id)
			const sees = SEES[who]?.includes(visibility)
			assert.equal(answer.status, sees ? 200 : 404, `${who} / ${visibility}`)
			if (sees) assert.equal(answer.body.list.items.length, 1, `${who} sees the books of a list they may see`)
			else assert.equal(JSON.stringify(answer.body).includes('Left Hand'), false, 'no book of it leaks')
			if (who !== 'visitor' && who !== 'owner')
				assert.equal((await like(viewer, id)).status, sees ? 200 : 404, `like: ${who} / ${visibility}`)
		}
		const theirs = await userLists(viewer, ann.username)
		const blockedPair = who === 'blocked' || who === 'blocker'
		assert.equal(theirs.status, blockedPair ? 404 : 200, `user lists: ${who}`)
		if (!blockedPair)
			assert.deepEqual(names(theirs).sort(), (SEES[who] ?? []).map((v) => `Zebra ${v}`).sort(), `user lists: ${who}`)
		assert.deepEqual(
			names(await searchLists(viewer, 'zebra')).sort(),
			(SEES[who] ?? []).map((v) => `Zebra ${v}`).sort(),
			`search: ${who}`,
		)
		const profile = await viewer.json<{ details: { counts: { lists: number } } | null }>(
			`/api/users/${ann.username}/profile`,
		)
		if (!blockedPair) assert.equal(profile.body.details?.counts.lists, SEES[who]?.length, `profile count: ${who}`)
	}
	assert.equal((await userLists(viewers.visitor as TestClient, 'nobody_here')).status, 404)
})

test("a private profile's public lists are for its approved followers only", async (t) => {
	const { ann, lists, viewers } = await cast(t)
	assert.equal(
		(await ann.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })).status,
		200,
	)
	for (const who of ['stranger', 'visitor'])
		assert.equal((await getList(viewers[who] as TestClient, lists.public as string)).status, 404, who)
	for (const who of ['follower', 'friend'])
		assert.equal((await getList(viewers[who] as TestClient, lists.public as string)).status, 200, who)
})

async function hide(db: Database, id: string) {
	await db
		.updateTable('list')
		.set({ hiddenAt: new Date().toISOString(), visibility: 'private' })
		.where('id', '=', id)
		.execute()
}

test('a list an administrator hid shows to its owner alone, marked, and stays private', async (t) => {
	const { db, lists, viewers } = await cast(t)
	const id = lists.public as string
	await hide(db, id)
	assert.equal((await getList(viewers.friend as TestClient, id)).status, 404)
	const own = await getList(viewers.owner as TestClient, id)
	assert.equal(own.body.list.hidden, true)
	assert.equal((await myLists(viewers.owner as TestClient)).body.lists.find((l) => l.id === id)?.hidden, true)
	const change = await editList(viewers.owner as TestClient, id, { visibility: 'public' })
	assert.equal(change.status, 409)
	assert.equal(
		change.body.error.fields?.visibility,
		'An administrator hid this list, so who can see it cannot be changed',
	)
	assert.equal(
		(await editList(viewers.owner as TestClient, id, { name: 'Renamed' })).status,
		200,
		'other fields may change',
	)
	assert.equal((await getList(viewers.owner as TestClient, id)).body.list.visibility, 'private')
})

test('making a list private takes it and its activity from everyone else at once', async (t) => {
	const { db, lists, viewers } = await cast(t)
	const id = lists.public as string
	assert.equal((await editList(viewers.owner as TestClient, id, { visibility: 'private' })).status, 200)
	for (const who of ['friend', 'stranger', 'visitor'])
		assert.equal((await getList(viewers[who] as TestClient, id)).status, 404, who)
	assert.deepEqual(await db.selectFrom('activity').select('visibility').where('listId', '=', id).execute(), [
		{ visibility: 'private' },
	])
})

test('likes are idempotent, counted, notify the owner once, and unliking takes the notification back', async (t) => {
	const { db, ann, lists, viewers } = await cast(t)
	const id = lists.public as string
	const stranger = viewers.stranger as TestClient
	assert.deepEqual((await like(stranger, id)).body, { likeCount: 1, likedByViewer: true })
	assert.deepEqual((await like(stranger, id)).body, { likeCount: 1, likedByViewer: true }, 'again: no change')
	assert.deepEqual((await like(viewers.friend as TestClient, id)).body, { likeCount: 2, likedByViewer: true })
	assert.deepEqual(
		(await like(ann.client, id)).body,
		{ likeCount: 3, likedByViewer: true },
		'the owner may like her own list',
	)
	const seen = (await getList(stranger, id)).body.list
	assert.deepEqual([seen.likeCount, seen.likedByViewer], [3, true])
	assert.deepEqual(
		await db.selectFrom('notification').select(['kind', 'listId']).where('userId', '=', ann.user.id).execute(),
		[
			{ kind: 'list_liked', listId: id },
			{ kind: 'list_liked', listId: id },
		],
	)
	assert.deepEqual((await unlike(stranger, id)).body, { likeCount: 2, likedByViewer: false })
	assert.deepEqual((await unlike(stranger, id)).body, { likeCount: 2, likedByViewer: false }, 'again: no change')
	assert.equal((await db.selectFrom('notification').select('id').where('userId', '=', ann.user.id).execute()).length, 1)
	assert.equal((await getList(stranger, id)).body.list.likedByViewer, false)
	assert.equal((await like(viewers.visitor as TestClient, id)).status, 401)
	assert.equal((await like(stranger, 'no-such-list')).status, 404)
})
