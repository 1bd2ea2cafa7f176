import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addBook, befriend, follow } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { type EntryReply, logRead } from '../../../tests/requests/entry-requests.ts'

/** Ann's entries of each visibility, and everyone who might look at them. */
async function readersAround(t: Parameters<typeof startTestApp>[0]) {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const [ann, friend, follower, requested, stranger] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	await befriend(db, ann.user.id, friend.user.id)
	await follow(db, follower.user.id, ann.user.id)
	await follow(db, requested.user.id, ann.user.id, 'requested')
	const entries = {
		public: await logRead(ann.client, { bookId, readOn: '2026-01-01', visibility: 'public', review: 'For all' }),
		friends: await logRead(ann.client, { bookId, readOn: '2026-01-02', visibility: 'friends', review: 'For friends' }),
		private: await logRead(ann.client, { bookId, readOn: '2026-01-03', visibility: 'private', review: 'For me' }),
	}
	const viewers: Record<string, TestClient> = {
		owner: ann.client,
		friend: friend.client,
		follower: follower.client,
		requested: requested.client,
		stranger: stranger.client,
		visitor: client(),
	}
	/** Which viewers get each entry (200) rather than a 404. */
	const seen = async () => {
		const result: Record<string, string[]> = {}
		for (const [visibility, entry] of Object.entries(entries)) {
			result[visibility] = []
			for (const [who, viewer] of Object.entries(viewers)) {
				const { status, body } = await viewer.json<EntryReply>(`/api/entries/${entry.id}`)
				if (status === 200) result[visibility].push(who)
				else assert.equal(body.error.code, 'not_found', `${who} on ${visibility}`)
			}
		}
		return result
	}
	return { ann, entries, seen }
}

test('an entry is seen by whom its visibility says: public everyone, friends mutual follows, only me its owner', async (t) => {
	const { entries, seen } = await readersAround(t)
	assert.deepEqual(await seen(), {
		public: ['owner', 'friend', 'follower', 'requested', 'stranger', 'visitor'],
		friends: ['owner', 'friend'],
		private: ['owner'],
	})
	assert.equal(entries.friends.review, 'For friends')
})

test('a private profile hides its public entries from all but approved followers', async (t) => {
	const { ann, seen } = await readersAround(t)
	assert.equal(
		(await ann.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })).status,
		200,
	)
	assert.deepEqual(await seen(), {
		public: ['owner', 'friend', 'follower'],
		friends: ['owner', 'friend'],
		private: ['owner'],
	})
})
