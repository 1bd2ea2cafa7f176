import assert from 'node:assert/strict'
import { test, type TestContext } from 'node:test'
import { Follow } from '@fedify/fedify/vocab'
import type { RemoteFollowPage, RemoteLookup } from '../../shared/schemas/remote-follows.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp, type TestClient } from '../../../tests/support/test-client.ts'

const FEDERATING = { FEDERATION: 'true', FEDERATION_ALLOW_LOOPBACK: 'true' }

async function federatingApp(t: TestContext) {
	const app = await startTestApp(t, FEDERATING)
	return { ...app, federation: app.federation! }
}
type App = Awaited<ReturnType<typeof federatingApp>>

async function reader(app: App, profile: Record<string, unknown> = { findable: true }) {
	const signedUp = await signUp(app.client())
	if (Object.keys(profile).length === 0) return signedUp
	const res = await signedUp.client.request('/api/profile', { method: 'PATCH', json: profile })
	assert.equal(res.status, 200, await res.text())
	return signedUp
}

const host = (app: App) => new URL(app.baseUrl).host
const lookup = (client: TestClient, q: string) =>
	client.json<RemoteLookup>(`/api/remote/lookup?q=${encodeURIComponent(q)}`)
const list = async (client: TestClient, which: 'following' | 'followers' | 'follow-requests') => {
	const { status, body } = await client.json<RemoteFollowPage>(`/api/remote/${which}`)
	assert.equal(status, 200)
	return body.items.map((item) => `${item.reader.handle} ${item.status}`)
}

/**
 * A first look-up of a reader on a server just started: on a loaded machine the cold servers can take longer than
 * the look-up's 10 s, which answers 404 as for an unknown reader, so it is asked again, for up to 40 s in all.
 */
async function firstLookup(client: TestClient, q: string) {
	const until = Date.now() + 40_000
	for (;;) {
		const answer = await lookup(client, q)
		if (answer.status !== 404 || Date.now() > until) return answer
	}
}

/** Deliveries go through both servers' job tables: what one reader does shows on the other server shortly. */
async function eventually<T>(read: () => Promise<T>, expected: T, what: string) {
	const until = Date.now() + 15_000
	let last = await read()
	while (Date.now() < until) {
		if (JSON.stringify(last) === JSON.stringify(expected)) return
		await new Promise((resolve) => setTimeout(resolve, 50))
		last = await read()
	}
	assert.deepEqual(last, expected, what)
}

test('a reader finds one on another server by handle or profile address, follows, is accepted and unfollows', async (t) => {
	const [a, b] = await Promise.all([federatingApp(t), federatingApp(t)])
	const ann = await reader(a, { findable: true, name: 'Ann Reads' })
	const dan = await reader(b)
	const annHandle = `@${ann.username}@${host(a)}`

	const found = await firstLookup(dan.client, annHandle)
	assert.equal(found.status, 200)
	assert.deepEqual(found.body, {
		reader: {
			id: found.body.reader.id,
			handle: annHandle,
			name: 'Ann Reads',
			host: host(a),
			url: `${a.baseUrl}/u/${ann.username}`,
			pictureUrl: null,
			locked: false,
		},
		status: 'none',
	})
	const byAddress = await lookup(dan.client, `${a.baseUrl}/u/${ann.username}`)
	assert.equal(byAddress.body.reader.id, found.body.reader.id, 'the profile page names the same reader')
	assert.equal((await lookup(dan.client, `${ann.username}@${host(a)}`)).body.reader.handle, annHandle, 'no @ first')

	const follow = await dan.client.json(`/api/remote/readers/${found.body.reader.id}/follow`, { json: {} })
	assert.deepEqual(follow.body, { status: 'requested' }, 'until her server answers')
	await eventually(() => list(dan.client, 'following'), [`${annHandle} accepted`], 'her server accepted')
	const danHandle = `@${dan.username}@${host(b)}`
	assert.deepEqual(await list(ann.client, 'followers'), [`${danHandle} accepted`])
	assert.equal((await lookup(dan.client, annHandle)).body.status, 'accepted')
	const again = await dan.client.json(`/api/remote/readers/${found.body.reader.id}/follow`, { json: {} })
	assert.deepEqual(again.body, { status: 'accepted' }, 'following again changes nothing')

	const unfollow = await dan.client.request(`/api/remote/readers/${found.body.reader.id}/follow`, { method: 'DELETE' })
	assert.equal(unfollow.status, 200)
	assert.deepEqual(await list(dan.client, 'following'), [])
	await eventually(() => list(ann.client, 'followers'), [], 'the Undo reached her server')

	// And the other way: ann follows dan from her server.
	const danThere = await firstLookup(ann.client, danHandle)
	await ann.client.request(`/api/remote/readers/${danThere.body.reader.id}/follow`, { json: {} })
	await eventually(() => list(dan.client, 'followers'), [`${annHandle} accepted`], 'he has a follower from A')
	await eventually(() => list(ann.client, 'following'), [`${danHandle} accepted`], 'she is accepted')
})

test('a private profile gets requests it approves or refuses, and a follower it removes is told', async (t) => {
	const [a, b] = await Promise.all([federatingApp(t), federatingApp(t)])
	const cat = await reader(a, { findable: true, visibility: 'private' })
	const dan = await reader(b)
	const eve = await reader(b)
	const catHandle = `@${cat.username}@${host(a)}`
	const looked = await firstLookup(dan.client, catHandle)
	assert.equal(looked.status, 200, JSON.stringify(looked.body))
	const found = looked.body.reader
	assert.equal(found.locked, true, 'her server says she approves followers')
	for (const who of [dan, eve]) await who.client.request(`/api/remote/readers/${found.id}/follow`, { json: {} })
	const danHandle = `@${dan.username}@${host(b)}`
	const eveHandle = `@${eve.username}@${host(b)}`
	await eventually(
		async () => (await list(cat.client, 'follow-requests')).sort(),
		[`${danHandle} requested`, `${eveHandle} requested`].sort(),
		'both requests wait for her',
	)
	assert.deepEqual(await list(cat.client, 'followers'), [])
	const requests = (await cat.client.json<RemoteFollowPage>('/api/remote/follow-requests')).body.items
	const idOf = (handle: string) => requests.find((item) => item.reader.handle === handle)!.reader.id

	const approve = await cat.client.json(`/api/remote/follow-requests/${idOf(danHandle)}/approve`, { json: {} })
	assert.deepEqual(approve.body, { status: 'accepted' })
	await eventually(() => list(dan.client, 'following'), [`${catHandle} accepted`], 'her Accept reached him')
	const refuse = await cat.client.request(`/api/remote/follow-requests/${idOf(eveHandle)}`, { method: 'DELETE' })
	assert.equal(refuse.status, 200)
	await eventually(() => list(eve.client, 'following'), [], 'her Reject reached eve')
	assert.equal(
		(await cat.client.request(`/api/remote/follow-requests/${idOf(eveHandle)}`, { method: 'DELETE' })).status,
		404,
		'no request left to refuse',
	)

	assert.deepEqual(await list(cat.client, 'followers'), [`${danHandle} accepted`])
	const remove = await cat.client.request(`/api/remote/followers/${idOf(danHandle)}`, { method: 'DELETE' })
	assert.equal(remove.status, 200)
	assert.deepEqual(await list(cat.client, 'followers'), [])
	await eventually(() => list(dan.client, 'following'), [], 'removed, as Mastodon tells it: a Reject')
})

test('a reader who is not findable is no one to other servers: not found, and a Follow of them is dropped', async (t) => {
	const [a, b] = await Promise.all([federatingApp(t), federatingApp(t)])
	const quiet = await reader(a, {})
	const dan = await reader(b)
	const notFound = await lookup(dan.client, `@${quiet.username}@${host(a)}`)
	assert.equal(notFound.status, 404)
	assert.equal((await lookup(dan.client, `${a.baseUrl}/u/${quiet.username}`)).status, 404)

	// dan's server sends a Follow to the address anyway, signed, straight to the shared inbox.
	const ctx = b.federation.createContext(new URL(b.baseUrl))
	const follow = new Follow({
		id: new URL(`${b.baseUrl}/ap/users/${dan.user.id}/follows/1`),
		actor: ctx.getActorUri(dan.user.id),
		object: new URL(`${a.baseUrl}/ap/users/${quiet.user.id}`),
	})
	const inbox = { id: follow.objectId, inboxId: new URL(`${a.baseUrl}/ap/inbox`) }
	await ctx.sendActivity({ identifier: dan.user.id }, inbox, follow, { immediate: true })
	await ctx.sendActivity({ identifier: dan.user.id }, inbox, follow, { immediate: true })
	await new Promise((resolve) => setTimeout(resolve, 500))
	assert.deepEqual(await a.db.selectFrom('remoteFollow').select('userId').execute(), [])
	assert.deepEqual(await list(quiet.client, 'follow-requests'), [])

	const unfindable = await reader(b, {})
	const ann = await reader(a)
	const annThere = (await firstLookup(unfindable.client, `@${ann.username}@${host(a)}`)).body.reader
	const refused = await unfindable.client.request(`/api/remote/readers/${annThere.id}/follow`, { json: {} })
	assert.equal(refused.status, 403, 'to follow elsewhere, a reader must be findable there')
})

test('a Follow delivered twice is one follower; bad searches name the field; with federation off there is nothing', async (t) => {
	const [a, b] = await Promise.all([federatingApp(t), federatingApp(t)])
	const ann = await reader(a)
	const dan = await reader(b)
	const ctx = b.federation.createContext(new URL(b.baseUrl))
	const follow = new Follow({
		id: new URL(`${b.baseUrl}/ap/users/${dan.user.id}/follows/twice`),
		actor: ctx.getActorUri(dan.user.id),
		object: new URL(`${a.baseUrl}/ap/users/${ann.user.id}`),
	})
	const inbox = { id: follow.objectId, inboxId: new URL(`${a.baseUrl}/ap/users/${ann.user.id}/inbox`) }
	await ctx.sendActivity({ identifier: dan.user.id }, inbox, follow, { immediate: true })
	await ctx.sendActivity({ identifier: dan.user.id }, inbox, follow, { immediate: true })
	await eventually(() => list(ann.client, 'followers'), [`@${dan.username}@${host(b)} accepted`], 'one follower')
	assert.equal((await a.db.selectFrom('remoteFollow').select('userId').execute()).length, 1)

	for (const q of ['', 'just a name', 'ftp://example.com/x'])
		assert.deepEqual((await lookup(dan.client, q)).status, 400, q)
	const bad = await lookup(dan.client, 'just a name')
	assert.ok((bad.body as unknown as { error: { fields: { q: string } } }).error.fields.q)
	assert.equal((await lookup(dan.client, `@${dan.username}@${host(b)}`)).status, 400, 'one of ours')
	assert.equal((await lookup(dan.client, '@nobody@127.0.0.1:1')).status, 404, 'no server there')
	assert.equal((await b.client().request('/api/remote/following')).status, 401)

	const off = await startTestApp(t)
	const someone = await signUp(off.client())
	assert.equal((await lookup(someone.client, `@${ann.username}@${host(a)}`)).status, 404)
	assert.equal((await someone.client.request('/api/remote/followers')).status, 404)
})
