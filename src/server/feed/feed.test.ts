import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { FeedPage, type FeedItem } from '../../shared/schemas/feed.ts'
import { readAllPages } from '../../../tests/support/cursor-pages.ts'
import { addBook, befriend, block, follow } from '../../../tests/support/reading-factories.ts'
import { onPostgres, startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'

type Feed = FeedPage & Answer
const feed = (client: TestClient, query = '') => client.json<Feed>(`/api/me/feed${query}`)
/** What each item is about, as a short word: the review excerpt, or the kind and book, list or reader. */
const lines = (page: FeedPage) => page.items.map(describe)
function describe(item: FeedItem) {
	if (item.kind === 'logged')
		return `${item.reader.username} logged ${item.entry?.excerpt ?? (item.entry?.spoilers ? 'spoilers' : 'no review')}`
	if (item.kind === 'list_created') return `${item.reader.username} made ${item.list?.name}`
	if (item.kind === 'followed') return `${item.reader.username} followed ${item.other?.username}`
	return `${item.reader.username} ${item.kind} ${item.book?.title}`
}
const makePrivate = async (client: TestClient) =>
	assert.equal((await client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })).status, 200)

test('the feed is 401 signed out and empty for a reader who follows nobody; bad queries are 400s naming the field', async (t) => {
	const { client } = await startTestApp(t)
	assert.equal((await feed(client())).status, 401)
	const ann = await signUp(client())
	assert.deepEqual((await feed(ann.client)).body, { items: [], nextCursor: null })
	const badCursor = await feed(ann.client, '?cursor=nonsense')
	assert.equal(badCursor.status, 400)
	assert.ok(badCursor.body.error.fields?.cursor)
	const badLimit = await feed(ann.client, '?limit=0')
	assert.equal(badLimit.status, 400)
	assert.ok(badLimit.body.error.fields?.limit)
})

test('the feed shows what the follows did that the viewer may see, newest first, and nothing of anyone else', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db, 'Kindred')
	const [viewer, friend, followee, stranger] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	await befriend(db, viewer.user.id, friend.user.id)
	await follow(db, viewer.user.id, followee.user.id)
	await follow(db, stranger.user.id, viewer.user.id)

	for (const [reader, who] of [
		[friend, 'friend'],
		[followee, 'followee'],
		[stranger, 'stranger'],
	] as const) {
		for (const visibility of ['public', 'friends', 'private'] as const) {
			await logRead(reader.client, { bookId, readOn: '2026-01-01', visibility, review: `${who} ${visibility}` })
		}
	}
	await logRead(friend.client, {
		bookId,
		readOn: '2026-01-02',
		visibility: 'public',
		review: 'The twist at the end is the best part.',
		spoilers: true,
	})
	assert.equal(
		(await friend.client.json(`/api/books/${bookId}/progress`, { json: { page: 120, note: 'gripping' } })).status,
		201,
	)
	assert.equal(
		(
			await followee.client.json(`/api/books/${bookId}/shelf`, {
				method: 'PUT',
				json: { status: 'want', visibility: 'public' },
			})
		).status,
		200,
	)
	await logRead(viewer.client, { bookId, readOn: '2026-01-01', visibility: 'public', review: 'mine' })

	const page = await feed(viewer.client)
	assert.equal(page.status, 200, JSON.stringify(page.body))
	FeedPage.parse(page.body)
	assert.deepEqual(lines(page.body), [
		`${followee.username} shelved Kindred`,
		`${friend.username} progress Kindred`,
		`${friend.username} logged spoilers`,
		`${followee.username} logged followee public`,
		`${friend.username} logged friend friends`,
		`${friend.username} logged friend public`,
	])
	const spoiler = page.body.items.find((item) => item.entry?.spoilers)
	assert.equal(spoiler?.entry?.excerpt, null, 'a spoiler review is never sent')
	assert.equal(spoiler?.entry?.reviewed, true)
	assert.ok(!JSON.stringify(page.body).includes('twist'))
	const progress = page.body.items.find((item) => item.kind === 'progress')
	assert.deepEqual(progress?.details, { page: 120, percent: null, note: 'gripping' })
	assert.equal(page.body.items.find((item) => item.kind === 'shelved')?.details.status, 'want')

	const asFollowee = lines((await feed(followee.client)).body)
	assert.deepEqual(asFollowee, [], 'the followee follows nobody')
})

test('a long review is cut to an excerpt; the rating and the entry come as they are now', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const [viewer, ann] = [await signUp(client()), await signUp(client())]
	await follow(db, viewer.user.id, ann.user.id)
	const long = `${'Every chapter opens a new door. '.repeat(20)}The end.`
	const entry = await logRead(ann.client, {
		bookId,
		readOn: '2026-01-01',
		visibility: 'public',
		review: long,
		rating: 4.5,
		liked: true,
	})
	const [item] = (await feed(viewer.client)).body.items
	assert.equal(item?.entry?.id, entry.id)
	assert.equal(item?.entry?.rating, 4.5)
	assert.equal(item?.entry?.liked, true)
	assert.ok(item?.entry?.excerpt?.endsWith('…'))
	assert.ok((item?.entry?.excerpt?.length ?? 0) <= 280)
	assert.ok(long.startsWith(item?.entry?.excerpt?.slice(0, -1) ?? 'x'))
	assert.equal(item?.book?.id, bookId)
	assert.equal(item?.reader.username, ann.username)
})

test("a private profile's items reach approved followers only; blocks either way and unfollows take everything away", async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const [viewer, priv, blocker, blocked, gone] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	await makePrivate(priv.client)
	for (const reader of [priv, blocker, blocked, gone]) {
		await follow(db, viewer.user.id, reader.user.id)
		await logRead(reader.client, {
			bookId,
			readOn: '2026-01-01',
			visibility: 'public',
			review: `by ${reader.username}`,
		})
	}
	assert.equal((await feed(viewer.client)).body.items.length, 4)

	await block(db, blocker.user.id, viewer.user.id)
	await block(db, viewer.user.id, blocked.user.id)
	await db
		.deleteFrom('follow')
		.where('followerId', '=', viewer.user.id)
		.where('followeeId', '=', gone.user.id)
		.execute()
	assert.deepEqual(lines((await feed(viewer.client)).body), [`${priv.username} logged by ${priv.username}`])

	const requester = await signUp(client())
	await follow(db, requester.user.id, priv.user.id, 'requested')
	assert.deepEqual((await feed(requester.client)).body.items, [], 'a pending request is no follow')
})

test('lists show when the list may be seen, follows as who followed whom, deletions never', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const [viewer, ann, bob, cat] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	await follow(db, viewer.user.id, ann.user.id)
	const at = new Date().toISOString()
	for (const visibility of ['public', 'friends', 'private'] as const) {
		const listId = randomUUID()
		await db
			.insertInto('list')
			.values({ id: listId, userId: ann.user.id, name: `${visibility} list`, visibility, createdAt: at, updatedAt: at })
			.execute()
		await db
			.insertInto('activity')
			.values({
				id: randomUUID(),
				userId: ann.user.id,
				kind: 'list_created',
				bookId: null,
				listId,
				details: '{}',
				visibility,
				createdAt: at,
			})
			.execute()
	}
	// A list made private after its activity was written: the list's own visibility decides.
	const closedId = randomUUID()
	await db
		.insertInto('list')
		.values({
			id: closedId,
			userId: ann.user.id,
			name: 'closed later',
			visibility: 'private',
			createdAt: at,
			updatedAt: at,
		})
		.execute()
	await db
		.insertInto('activity')
		.values({
			id: randomUUID(),
			userId: ann.user.id,
			kind: 'list_created',
			bookId: null,
			listId: closedId,
			details: '{}',
			visibility: 'public',
			createdAt: at,
		})
		.execute()

	const entry = await logRead(ann.client, { bookId, readOn: '2026-01-01', visibility: 'public', review: 'soon gone' })
	assert.ok((await ann.client.request(`/api/entries/${entry.id}`, { method: 'DELETE' })).ok)
	assert.equal((await ann.client.json(`/api/users/${bob.username}/follow`, { json: {} })).status, 200)
	await makePrivate(cat.client)
	await ann.client.json(`/api/users/${cat.username}/follow`, { json: {} })
	assert.equal((await cat.client.json(`/api/me/follow-requests/${ann.username}/approve`, { json: {} })).status, 200)

	const shown = lines((await feed(viewer.client)).body)
	assert.deepEqual(
		shown.sort(),
		[`${ann.username} followed ${bob.username}`, `${ann.username} made public list`].sort(),
		"cat's profile is private and the viewer does not follow her: whom she is followed by is hers to tell",
	)
	await follow(db, viewer.user.id, cat.user.id)
	await block(db, viewer.user.id, bob.user.id)
	assert.deepEqual(
		lines((await feed(viewer.client)).body),
		[`${ann.username} followed ${cat.username}`, `${ann.username} made public list`],
		'who followed a blocked reader is not news; a private reader the viewer follows is seen',
	)
})

test('the feed reads in cursor pages that neither repeat nor skip', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const [viewer, ann, bob] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await follow(db, viewer.user.id, ann.user.id)
	await follow(db, viewer.user.id, bob.user.id)
	const at = new Date().toISOString()
	// 25 activities sharing one time (as one transaction's do), and 10 more a second apart: ids break ties.
	const rows = Array.from({ length: 35 }, (_, i) => ({
		id: randomUUID(),
		userId: i % 2 ? ann.user.id : bob.user.id,
		kind: 'shelved' as const,
		bookId,
		details: '{"status":"want"}',
		visibility: 'public' as const,
		createdAt: i < 25 ? at : new Date(Date.now() - (i + 1) * 1000).toISOString(),
	}))
	await db.insertInto('activity').values(rows).execute()
	const pages = await readAllPages<FeedPage, string>(viewer.client, '/api/me/feed?limit=4', (body) =>
		body.items.map((item) => item.id),
	)
	assert.equal(pages.length, 9)
	const ids = pages.flat()
	assert.equal(ids.length, 35)
	assert.equal(new Set(ids).size, 35)
	const expected = [...rows]
		.sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
		.map((row) => row.id)
	assert.deepEqual(ids, expected)
})

test("following writes the follower's 'followed' activity, as visible as their entries are by default", async (t) => {
	const { db, client } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	assert.equal(
		(await ann.client.json('/api/profile', { method: 'PATCH', json: { entryVisibility: 'friends' } })).status,
		200,
	)
	await makePrivate(cat.client)
	await ann.client.json(`/api/users/${bob.username}/follow`, { json: {} })
	await ann.client.json(`/api/users/${bob.username}/follow`, { json: {} })
	await ann.client.json(`/api/users/${cat.username}/follow`, { json: {} })
	const written = () =>
		db
			.selectFrom('activity')
			.select(['kind', 'otherUserId', 'visibility'])
			.where('userId', '=', ann.user.id)
			.orderBy('createdAt')
			.execute()
	assert.deepEqual(
		await written(),
		[{ kind: 'followed', otherUserId: bob.user.id, visibility: 'friends' }],
		'once, and not for a request',
	)
	await cat.client.json(`/api/me/follow-requests/${ann.username}/approve`, { json: {} })
	assert.deepEqual(
		(await written()).map((row) => row.otherUserId),
		[bob.user.id, cat.user.id],
		'an approved request is a follow',
	)

	const [friend, follower] = [await signUp(client()), await signUp(client())]
	await befriend(db, friend.user.id, ann.user.id)
	await follow(db, follower.user.id, ann.user.id)
	assert.deepEqual(
		lines((await feed(friend.client)).body),
		[`${ann.username} followed ${bob.username}`],
		'cat is private and the friend does not follow her: that follow is not shown',
	)
	assert.equal(
		(await feed(follower.client)).body.items.length,
		0,
		'friends-only follows are not for a follower who is no friend',
	)
})

test('a reader who follows many (the by-time plan) sees the same rule applied, in the same cursor pages', async (t) => {
	const { db, client } = await startTestApp(t)
	const viewer = await signUp(client())
	const at = new Date().toISOString()
	const readers = Array.from({ length: 120 }, (_, i) => ({
		id: randomUUID(),
		username: `many_${i}_${Math.random().toString(36).slice(2, 6)}`,
	}))
	await db
		.insertInto('user')
		.values(
			readers.map((r) => ({
				id: r.id,
				name: r.username,
				email: `${r.username}@example.org`,
				emailVerified: onPostgres ? false : 0,
				image: null,
				createdAt: at,
				updatedAt: at,
				username: r.username,
				lastLoginAt: null,
			})),
		)
		.execute()
	for (const reader of readers) await follow(db, viewer.user.id, reader.id)
	for (const reader of readers.slice(0, 10)) await follow(db, reader.id, viewer.user.id)
	await block(db, readers[3]!.id, viewer.user.id)
	const visibilities = ['public', 'friends', 'private'] as const
	const rows = readers.slice(0, 30).map((reader, i) => ({
		id: randomUUID(),
		userId: reader.id,
		kind: 'shelved' as const,
		bookId: null,
		details: '{"status":"want"}',
		visibility: visibilities[i % 3]!,
		createdAt: new Date(Date.now() - i * 1000).toISOString(),
	}))
	await db.insertInto('activity').values(rows).execute()
	const expected = rows
		.filter(
			(row, i) =>
				row.userId !== readers[3]!.id && (row.visibility === 'public' || (row.visibility === 'friends' && i < 10)),
		)
		.map((row) => row.id)
	const pages = await readAllPages<FeedPage, string>(viewer.client, '/api/me/feed?limit=4', (body) =>
		body.items.map((item) => item.id),
	)
	assert.deepEqual(pages.flat(), expected)
	assert.equal(expected.length, 12, 'nine public (one owner blocked the viewer) and three of friends')
})
