import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ProfileView } from '../../shared/schemas/profile.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { befriend, follow } from '../../../tests/support/reading-factories.ts'

type Reply = ProfileView & Answer
const profileOf = async (viewer: TestClient, username: string) => {
	const { status, body } = await viewer.json<Reply>(`/api/users/${username}/profile`)
	assert.equal(status, 200)
	return ProfileView.parse(body)
}

test('a profile tells each viewer how they stand: none, requested, accepted, and whether the owner follows them', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const asker = await signUp(client())
	const fan = await signUp(client())
	const friend = await signUp(client())
	const stranger = await signUp(client())
	await follow(db, asker.user.id, ann.user.id, 'requested')
	await follow(db, fan.user.id, ann.user.id)
	await befriend(db, ann.user.id, friend.user.id)
	await follow(db, ann.user.id, stranger.user.id, 'requested')

	assert.deepEqual((await profileOf(asker.client, 'ann')).follow, { status: 'requested', followsYou: false })
	assert.deepEqual((await profileOf(fan.client, 'ann')).follow, { status: 'accepted', followsYou: false })
	assert.deepEqual((await profileOf(friend.client, 'ann')).follow, { status: 'accepted', followsYou: true })
	assert.deepEqual(
		(await profileOf(stranger.client, 'ann')).follow,
		{ status: 'none', followsYou: false },
		'a pending request to the viewer does not say the owner follows them',
	)
	assert.deepEqual(
		(await profileOf(friend.client, friend.username)).follow,
		null,
		"one's own profile has no follow button",
	)
	assert.equal((await profileOf(client(), 'ann')).follow, null, 'visitors have no follow button')
})

test('followers and following count accepted follows only, for every viewer who may see the details', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const [one, two, three] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await follow(db, one.user.id, ann.user.id)
	await follow(db, two.user.id, ann.user.id)
	await follow(db, three.user.id, ann.user.id, 'requested')
	await follow(db, ann.user.id, one.user.id)
	await follow(db, ann.user.id, three.user.id, 'requested')
	await follow(db, two.user.id, three.user.id)

	for (const viewer of [ann.client, one.client, three.client, client()]) {
		const counts = (await profileOf(viewer, 'ann')).details?.counts
		assert.deepEqual({ followers: counts?.followers, following: counts?.following }, { followers: 2, following: 1 })
	}
	const own = (await ann.client.json<Reply>('/api/profile')).body.details?.counts
	assert.deepEqual({ followers: own?.followers, following: own?.following }, { followers: 2, following: 1 })
	const threeCounts = (await profileOf(ann.client, three.username)).details?.counts
	assert.deepEqual(
		{ followers: threeCounts?.followers, following: threeCounts?.following },
		{ followers: 1, following: 0 },
	)
})
