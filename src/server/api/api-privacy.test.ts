import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addBook, befriend, follow, readersAroundOwner } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'
import { createToken, jsonWithToken } from '../../../tests/requests/api-requests.ts'

// A token acts as its reader: for every viewer and every page below, the token's answer is the cookie session's
// answer, status and body. The privacy rules themselves are the privacy sweep's (tests/privacy); this holds
// /api/v1 to them.

test('a token sees exactly what its reader sees in the web app: friends-only entries and a private profile included', async (t) => {
	const { client, db, baseUrl } = await startTestApp(t)
	const around = await readersAroundOwner(db, client)
	const { owner, friend, follower, stranger } = around
	// A second owner with a private profile, in the same relations to the same viewers (blocks aside).
	const closed = await signUp(client())
	await befriend(db, closed.user.id, friend.user.id)
	await follow(db, follower.user.id, closed.user.id)
	assert.equal(
		(await closed.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })).status,
		200,
	)
	const book = await addBook(db)
	const friendsOnly = await logRead(owner.client, {
		bookId: book,
		readOn: '2026-01-05',
		review: 'For friends',
		visibility: 'friends',
	})
	const publicOfClosed = await logRead(closed.client, {
		bookId: book,
		readOn: '2026-01-06',
		review: 'Behind a private profile',
		visibility: 'public',
	})

	const pages = [
		`/entries/${friendsOnly.id}`,
		`/entries/${publicOfClosed.id}`,
		`/books/${book}/entries`,
		`/users/${closed.username}/profile`,
		`/users/${closed.username}/lists`,
		`/users/${closed.username}/stats`,
		`/users/${owner.username}/followers`,
	]
	const seen: Record<string, Record<string, number>> = {}
	for (const [label, viewer] of Object.entries(around) as [string, { client: TestClient }][]) {
		const { secret } = await createToken(viewer.client)
		for (const page of pages) {
			const web = await viewer.client.json(`/api${page}`)
			const api = await jsonWithToken(baseUrl, secret, `/api/v1${page}`)
			assert.deepEqual([api.status, api.body], [web.status, web.body], `${label} ${page}`)
			;(seen[label] ??= {})[page] = api.status
		}
	}

	assert.equal(
		seen.stranger?.[`/entries/${friendsOnly.id}`],
		404,
		"a stranger's token gets a 404 for a friends-only entry",
	)
	assert.equal(
		seen.stranger?.[`/entries/${publicOfClosed.id}`],
		404,
		'and for the public entry of a private profile they do not follow',
	)
	assert.equal(seen.friend?.[`/entries/${friendsOnly.id}`], 200)
	assert.equal(seen.follower?.[`/entries/${publicOfClosed.id}`], 200)
	assert.equal(seen.blocked?.[`/entries/${friendsOnly.id}`], 404)
	const strangersBookPage = await jsonWithToken<{ entries: { id: string }[] }>(
		baseUrl,
		(await createToken(stranger.client, 'read', 'again')).secret,
		`/api/v1/books/${book}/entries`,
	)
	assert.deepEqual(strangersBookPage.body.entries, [], 'neither shows in the book’s reviews for a stranger')
})
