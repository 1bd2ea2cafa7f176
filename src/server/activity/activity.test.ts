import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { ActivityPage } from '../../shared/schemas/activity.ts'
import type { FeedPage } from '../../shared/schemas/feed.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { addBook, follow } from '../../../tests/support/reading-factories.ts'
import { readAllPages } from '../../../tests/support/cursor-pages.ts'
import { daysAgo, logRead, patchEntry } from '../../../tests/requests/entry-requests.ts'

type Page = ActivityPage & Answer
const activity = (client: TestClient, query = '') => client.json<Page>(`/api/me/activity${query}`)

/** Every activity id, read in pages of `limit`; no page is longer. */
async function allPages(client: TestClient, limit: number) {
	const pages = await readAllPages(client, `/api/me/activity?limit=${limit}`, (body: ActivityPage) =>
		body.items.map((i) => i.id),
	)
	assert.ok(pages.every((page) => page.length <= limit))
	return pages.flat()
}

test("the reader's activity, newest first: shelved, progress, logged and updated with the entry as it is now, deleted with only the book", async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const bob = await signUp(client())
	const [wanted, started, gone] = [await addBook(db, 'Wanted'), await addBook(db, 'Started'), await addBook(db, 'Gone')]
	const step = () => sleep(3)

	await ann.client.json(`/api/books/${wanted}/shelf`, { method: 'PUT', json: { status: 'want' } })
	await step()
	await ann.client.json(`/api/books/${started}/progress`, { json: { page: 10, note: 'A slow start' } })
	await step()
	const entry = await logRead(ann.client, {
		bookId: wanted,
		readOn: daysAgo(1),
		rating: 4.5,
		liked: true,
		review: 'Loved it',
	})
	await step()
	assert.equal((await patchEntry(ann.client, entry.id, { rating: 3.5, reread: true })).status, 200)
	await step()
	const deleted = await logRead(ann.client, { bookId: gone, readOn: daysAgo(1), review: 'Secret thoughts' })
	await step()
	assert.equal((await ann.client.request(`/api/entries/${deleted.id}`, { method: 'DELETE' })).status, 204)
	await bob.client.json(`/api/books/${wanted}/shelf`, { method: 'PUT', json: { status: 'read' } })

	const { status, body } = await activity(ann.client)
	assert.equal(status, 200)
	ActivityPage.parse(body)
	const now = { id: entry.id, rating: 3.5, liked: true, reread: true }
	assert.deepEqual(
		body.items.map((a) => [a.kind, a.book?.title, a.entry, a.details]),
		[
			['deleted', 'Gone', null, {}],
			['updated', 'Wanted', now, { fields: ['rating', 'reread'] }],
			['logged', 'Wanted', now, {}],
			['progress', 'Started', null, { page: 10, percent: null, note: 'A slow start' }],
			['shelved', 'Wanted', null, { status: 'want' }],
		],
		"the deleted entry's own log went with it; Bob's shelving is his",
	)
	assert.doesNotMatch(JSON.stringify(body), /Secret thoughts|Loved it/)
	assert.equal(body.nextCursor, null)
	assert.deepEqual(
		(await activity(bob.client)).body.items.map((a) => a.kind),
		['shelved'],
	)
})

test('activity is read page by page without gaps or repeats, and new activity does not shift later pages', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const book = await addBook(db)
	for (const page of [1, 2, 3, 4, 5, 6, 7]) {
		await ann.client.json(`/api/books/${book}/progress`, { json: { page } })
		await sleep(2)
	}
	const all = await allPages(ann.client, 30)
	assert.equal(all.length, 7)
	for (const limit of [1, 2, 3]) assert.deepEqual(await allPages(ann.client, limit), all, `pages of ${limit}`)
	assert.deepEqual(
		(await activity(ann.client)).body.items.map((a) => a.details.page),
		[7, 6, 5, 4, 3, 2, 1],
	)

	const first = await activity(ann.client, '?limit=3')
	await ann.client.json(`/api/books/${book}/progress`, { json: { page: 8 } })
	const next = await activity(ann.client, `?limit=3&cursor=${first.body.nextCursor}`)
	assert.deepEqual(
		next.body.items.map((a) => a.details.page),
		[4, 3, 2],
	)
})

test('activity needs a session and refuses a bad cursor or limit by name', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	assert.equal((await activity(client())).status, 401)
	assert.deepEqual((await activity(ann.client)).body, { items: [], nextCursor: null })
	for (const [query, field] of [
		['?cursor=nonsense', 'cursor'],
		['?limit=0', 'limit'],
		['?limit=many', 'limit'],
		['?kind=logged', 'kind'],
	]) {
		const { status, body } = await activity(ann.client, query)
		assert.equal(status, 400, query)
		assert.deepEqual(Object.keys(body.error.fields ?? {}), [field], query)
	}
})

test("'and liked it' is the entry's like as it is now, on the reader's activity and a follower's feed alike", async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	await follow(db, bob.user.id, ann.user.id)
	const entry = await logRead(ann.client, {
		bookId: await addBook(db),
		readOn: daysAgo(1),
		liked: true,
		visibility: 'public',
	})
	/** The like on Ann's 'logged' line, as she and Bob see it. */
	const liked = async () => [
		(await activity(ann.client)).body.items.find((a) => a.kind === 'logged')?.entry?.liked,
		(await bob.client.json<FeedPage>('/api/me/feed')).body.items.find((a) => a.kind === 'logged')?.entry?.liked,
	]
	assert.deepEqual(await liked(), [true, true])
	assert.equal((await patchEntry(ann.client, entry.id, { liked: false })).status, 200)
	assert.deepEqual(await liked(), [false, false], 'unliked later: the line no longer says she liked it')
	assert.equal((await patchEntry(ann.client, entry.id, { liked: true })).status, 200)
	assert.deepEqual(await liked(), [true, true])
})
