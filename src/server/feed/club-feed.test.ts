import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { ActivityPage } from '../../shared/schemas/activity.ts'
import { FeedPage } from '../../shared/schemas/feed.ts'
import { addClub, addMember } from '../../../tests/support/club-factories.ts'
import { readAllPages } from '../../../tests/support/cursor-pages.ts'
import { addBook, block, follow } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'
import { createClubAs, join } from '../../../tests/requests/club-requests.ts'

const feedLines = async (client: TestClient) => {
	const page = await client.json<FeedPage>('/api/me/feed')
	assert.equal(page.status, 200)
	return FeedPage.parse(page.body).items.map(
		(item) => `${item.reader.username} ${item.kind}${item.club ? ` ${item.club.name}` : ''}`,
	)
}

test("a club's activity shows to its members, whoever did it, and to nobody else however they follow", async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat, fan, invited] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const quiet = (await createClubAs(ann.client, { name: 'Quiet', access: 'invite' })).body.club.id
	const open = (await createClubAs(ann.client, { name: 'Open', access: 'public' })).body.club.id
	await addMember(db, quiet, bob.user.id)
	await addMember(db, quiet, invited.user.id, { status: 'invited' })
	await follow(db, fan.user.id, ann.user.id)
	await follow(db, fan.user.id, cat.user.id)
	assert.equal((await join(cat.client, open)).status, 200)
	await logRead(ann.client, {
		bookId: await addBook(db, 'Kindred'),
		readOn: '2026-01-01',
		visibility: 'public',
		review: 'ann public',
	})

	assert.deepEqual(
		await feedLines(bob.client),
		[`${ann.username} club_created Quiet`],
		'bob follows nobody, but is in Quiet',
	)
	assert.deepEqual(
		await feedLines(ann.client),
		[`${cat.username} club_joined Open`],
		'never one’s own; a member of Open sees who joined',
	)
	assert.deepEqual(await feedLines(cat.client), [`${ann.username} club_created Open`])
	assert.deepEqual(
		await feedLines(fan.client),
		[`${ann.username} logged`],
		'a follower outside the clubs sees none of them',
	)
	assert.deepEqual(await feedLines(invited.client), [], 'an invitation is not membership')

	const own = await ann.client.json<ActivityPage>('/api/me/activity')
	assert.deepEqual(
		ActivityPage.parse(own.body).items.map((item) => `${item.kind} ${item.club?.name ?? item.book?.title}`),
		['logged Kindred', 'club_created Open', 'club_created Quiet'],
		'the reader’s own activity names the club',
	)
})

test('club activity stops at blocks, as everything in the feed does', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const id = await addClub(db, { ownerId: ann.user.id, name: 'Open' })
	await addMember(db, id, bob.user.id)
	assert.equal((await join(cat.client, id)).status, 200)
	await block(db, bob.user.id, cat.user.id)
	assert.deepEqual(await feedLines(bob.client), [])
	assert.deepEqual(await feedLines(ann.client), [`${cat.username} club_joined Open`])
})

test('club rows and the follows’ rows come in one newest-first order, a page at a time', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const id = await addClub(db, { ownerId: ann.user.id, name: 'Open' })
	await follow(db, ann.user.id, bob.user.id)
	const bookId = await addBook(db, 'Kindred')
	await logRead(bob.client, { bookId, readOn: '2026-01-01', visibility: 'public', review: 'first' })
	await sleep(5)
	assert.equal((await join(cat.client, id)).status, 200)
	await sleep(5)
	await logRead(bob.client, { bookId, readOn: '2026-01-02', visibility: 'public', review: 'second' })
	await sleep(5)
	assert.equal((await join(bob.client, id)).status, 200)
	const pages = await readAllPages<FeedPage, string>(ann.client, '/api/me/feed?limit=1', (body) =>
		body.items.map((item) => `${item.reader.username} ${item.kind}`),
	)
	assert.deepEqual(pages, [
		[`${bob.username} club_joined`],
		[`${bob.username} logged`],
		[`${cat.username} club_joined`],
		[`${bob.username} logged`],
	])
})
