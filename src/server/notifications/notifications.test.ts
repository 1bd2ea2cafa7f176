import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { NotificationPage, UNREAD_COUNT_MAX } from '../../shared/schemas/notifications.ts'
import { addBook, befriend, block } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { readAllPages } from '../../../tests/support/cursor-pages.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'
import {
	editComment,
	like,
	markRead,
	notifications,
	postComment,
	said,
	unread,
} from '../../../tests/requests/social-requests.ts'

const followUser = (client: TestClient, username: string) =>
	client.json(`/api/users/${username}/follow`, { method: 'POST', json: {} })
const makePrivate = (client: TestClient) =>
	client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })
async function commentId(client: TestClient, entryId: string, body: string, parentId?: string) {
	const answer = await postComment(client, entryId, parentId ? { body, parentId } : { body })
	assert.equal(answer.status, 201, JSON.stringify(answer.body))
	return answer.body.comment.id
}

test('follows, follow requests and approvals are told to the other reader, each once', async (t) => {
	const { client } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await followUser(bob.client, ann.username)
	await followUser(bob.client, ann.username)
	assert.deepEqual(await said(ann.client), [`followed by ${bob.username}`], 'following again is no news')
	await makePrivate(cat.client)
	await followUser(bob.client, cat.username)
	await followUser(bob.client, cat.username)
	assert.deepEqual(await said(cat.client), [`follow_requested by ${bob.username}`])
	assert.equal(
		(await cat.client.json(`/api/me/follow-requests/${bob.username}/approve`, { method: 'POST', json: {} })).status,
		200,
	)
	assert.equal(
		(await cat.client.json(`/api/me/follow-requests/${bob.username}/approve`, { method: 'POST', json: {} })).status,
		404,
	)
	assert.deepEqual(await said(bob.client), [`follow_accepted by ${cat.username}`])
	assert.deepEqual(
		await said(cat.client),
		[`follow_requested by ${bob.username}`],
		'approving tells only the reader who asked',
	)
})

test('a comment tells the entry owner, a reply the author answered: one notification per reader, never oneself', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const entry = await logRead(ann.client, {
		bookId: await addBook(db, 'Sabriel'),
		readOn: '2026-01-02',
		review: 'Bells!',
	})
	const bobs = await commentId(bob.client, entry.id, 'Which bell is your favourite?')
	assert.deepEqual(await said(ann.client), [`commented by ${bob.username}`])
	await sleep(3)
	await commentId(ann.client, entry.id, 'Saraneth', bobs)
	assert.deepEqual(await said(bob.client), [`replied by ${ann.username}`])
	assert.deepEqual(await said(ann.client), [`commented by ${bob.username}`], 'the owner is not told of her own reply')
	await sleep(3)
	await commentId(cat.client, entry.id, 'Kibeth for me', bobs)
	assert.deepEqual(await said(bob.client), [`replied by ${cat.username}`, `replied by ${ann.username}`])
	assert.deepEqual(await said(ann.client), [`commented by ${cat.username}`, `commented by ${bob.username}`])
	await sleep(3)
	const anns = await commentId(ann.client, entry.id, 'Thanks for reading')
	await commentId(bob.client, entry.id, 'Thanks for writing', anns)
	assert.deepEqual((await said(ann.client))[0], `replied by ${bob.username}`)
	assert.equal((await said(ann.client)).length, 3, 'a reply to the owner in her own thread tells her once')
	await commentId(bob.client, entry.id, 'And one more thing', bobs)
	assert.equal((await said(bob.client)).length, 2, 'answering oneself tells oneself nothing')
	const page = NotificationPage.parse((await notifications(ann.client)).body)
	const newest = page.notifications[0]
	assert.deepEqual(newest?.entry, { id: entry.id, bookTitle: 'Sabriel', hasReview: true })
	assert.equal(newest?.comment?.excerpt, 'And one more thing')
	assert.deepEqual(newest?.actor, { username: bob.username, name: bob.username, image: null })
	assert.equal(newest?.read, false)
})

test('nothing is told between blocked readers, and what was told before a block is no longer shown', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const entry = await logRead(ann.client, { bookId: await addBook(db), readOn: '2026-01-02' })
	await like(bob.client, entry.id)
	await like(cat.client, entry.id)
	assert.equal(await unread(ann.client), 2)
	await block(db, ann.user.id, bob.user.id)
	assert.deepEqual(await said(ann.client), [`entry_liked by ${cat.username}`])
	assert.equal(await unread(ann.client), 1)
	await block(db, cat.user.id, ann.user.id)
	assert.deepEqual(await said(ann.client), [], 'blocked either way')
	await db.deleteFrom('block').execute()
	await db.deleteFrom('notification').execute()
	const bobsEntry = await logRead(bob.client, { bookId: await addBook(db), readOn: '2026-01-02' })
	const cats = await commentId(cat.client, bobsEntry.id, 'Hello')
	await block(db, bob.user.id, ann.user.id)
	assert.equal(
		(await postComment(ann.client, bobsEntry.id, { body: 'Hi', parentId: cats })).status,
		404,
		'a blocked reader cannot comment on the blocker’s entries',
	)
	await db.deleteFrom('block').execute()
	await block(db, cat.user.id, ann.user.id)
	await followUser(cat.client, ann.username)
	assert.deepEqual(await said(ann.client), [], 'no follow notice across a block either')
	assert.deepEqual(await said(bob.client), [`commented by ${cat.username}`])
})

test('notifications about what the reader can no longer see, or from suspended readers, are not shown', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await befriend(db, ann.user.id, bob.user.id)
	const entry = await logRead(ann.client, { bookId: await addBook(db), readOn: '2026-01-02', visibility: 'friends' })
	const bobs = await commentId(bob.client, entry.id, 'Nice')
	await commentId(ann.client, entry.id, 'Thanks', bobs)
	assert.deepEqual(await said(bob.client), [`replied by ${ann.username}`])
	await db.deleteFrom('follow').where('followerId', '=', ann.user.id).execute()
	assert.deepEqual(await said(bob.client), [], 'no longer friends: the entry is out of sight, and so is the reply')
	assert.equal(await unread(bob.client), 0)
	assert.deepEqual(await said(ann.client), [`commented by ${bob.username}`], 'her own entry she always sees')
	await db.updateTable('comment').set({ hiddenAt: new Date().toISOString() }).where('id', '=', bobs).execute()
	assert.deepEqual(await said(ann.client), [], 'a hidden comment is not announced')
	const publicEntry = await logRead(ann.client, { bookId: await addBook(db), readOn: '2026-01-03' })
	await like(cat.client, publicEntry.id)
	assert.deepEqual(await said(ann.client), [`entry_liked by ${cat.username}`])
	// As an administrator suspends: a reader without a profile row gets one.
	const at = new Date().toISOString()
	await db
		.insertInto('profile')
		.values({ userId: cat.user.id, suspendedAt: at, updatedAt: at })
		.onConflict((oc) => oc.column('userId').doUpdateSet({ suspendedAt: at }))
		.execute()
	assert.deepEqual(await said(ann.client), [])
})

test('the unread count counts what the list shows; marking read clears it until something new comes', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const entry = await logRead(ann.client, { bookId: await addBook(db), readOn: '2026-01-02' })
	assert.equal(await unread(ann.client), 0)
	await like(bob.client, entry.id)
	await commentId(bob.client, entry.id, 'Great')
	assert.equal(await unread(ann.client), 2)
	const marked = await markRead(ann.client)
	assert.deepEqual([marked.status, marked.body], [200, { unread: 0 }])
	assert.equal(await unread(ann.client), 0)
	assert.deepEqual(
		(await notifications(ann.client)).body.notifications.map((n) => n.read),
		[true, true],
	)
	await sleep(3)
	await like(cat.client, entry.id)
	assert.equal(await unread(ann.client), 1)
	assert.deepEqual(
		(await notifications(ann.client)).body.notifications.map((n) => n.read),
		[false, true, true],
	)
	assert.equal(await unread(bob.client), 0, "others' notifications are not read for them")
	const many = Array.from({ length: UNREAD_COUNT_MAX + 5 }, () => ({
		id: randomUUID(),
		userId: bob.user.id,
		actorId: ann.user.id,
		kind: 'followed' as const,
		createdAt: new Date().toISOString(),
	}))
	await db.insertInto('notification').values(many).execute()
	assert.equal(await unread(bob.client), UNREAD_COUNT_MAX, 'counted up to the most the menu says')
	const visitor = client()
	assert.equal((await visitor.json('/api/me/notifications')).status, 401)
	assert.equal((await visitor.json('/api/me/notifications/unread-count')).status, 401)
	assert.equal((await visitor.json('/api/me/notifications/read', { method: 'POST', json: {} })).status, 401)
})

test('notifications page by cursor, newest first, and bad paging is a 400 naming the parameter', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const entry = await logRead(ann.client, { bookId: await addBook(db), readOn: '2026-01-02' })
	const likers: string[] = []
	for (let i = 0; i < 5; i++) {
		const reader = await signUp(client())
		await like(reader.client, entry.id)
		likers.push(reader.username)
		await sleep(3)
	}
	const pages = await readAllPages<NotificationPage, string>(ann.client, '/api/me/notifications?limit=2', (body) =>
		body.notifications.map((n) => n.actor.username),
	)
	assert.deepEqual(pages, [likers.slice(3).reverse(), likers.slice(1, 3).reverse(), likers.slice(0, 1)])
	const bad = await notifications(ann.client, '?limit=0')
	assert.equal(bad.status, 400)
	assert.deepEqual(Object.keys(bad.body.error.fields ?? {}), ['limit'])
	const badCursor = await notifications(ann.client, '?cursor=bm9uc2Vuc2U')
	assert.deepEqual([badCursor.status, Object.keys(badCursor.body.error.fields ?? {})], [400, ['cursor']])
	assert.equal((await notifications(ann.client, '?colour=red')).status, 400)
	assert.equal((await editComment(ann.client, 'x', {})).status, 400, 'an edit without a body names it')
})
