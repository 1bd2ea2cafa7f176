import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test, type TestContext } from 'node:test'
import { signRequest } from '@fedify/fedify/sig'
import { Follow } from '@fedify/fedify/vocab'
import { Temporal } from '@js-temporal/polyfill'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'

const FEDERATING = { FEDERATION: 'true', FEDERATION_ALLOW_LOOPBACK: 'true' }
const JSON_HEADERS = { 'content-type': 'application/activity+json' }

async function findable(app: { client: () => import('../../../tests/support/test-client.ts').TestClient }) {
	const reader = await signUp(app.client())
	const res = await reader.client.request('/api/profile', { method: 'PATCH', json: { findable: true } })
	assert.equal(res.status, 200)
	return reader
}

/** Two servers: ann on A receives; dan on B signs. `post` signs a fresh request each time unless given one. */
async function twoServers(t: TestContext, envA: Record<string, string> = {}) {
	const [a, b] = await Promise.all([startTestApp(t, { ...FEDERATING, ...envA }), startTestApp(t, FEDERATING)])
	const [ann, dan] = await Promise.all([findable(a), findable(b)])
	const ctx = b.federation!.createContext(new URL(b.baseUrl))
	const inbox = new URL(`/ap/users/${ann.user.id}/inbox`, a.baseUrl)
	let n = 0
	const body = async () =>
		JSON.stringify(
			await new Follow({
				id: new URL(`${b.baseUrl}/ap/follows/${dan.user.id}/${n++}`),
				actor: ctx.getActorUri(dan.user.id),
				object: new URL(`${a.baseUrl}/ap/users/${ann.user.id}`),
			}).toJsonLd(),
		)
	const sign = async (text: string, currentTime?: Temporal.Instant) => {
		const [rsa] = await ctx.getActorKeyPairs(dan.user.id)
		const request = new Request(inbox, { method: 'POST', headers: JSON_HEADERS, body: text })
		return signRequest(request, rsa!.privateKey, rsa!.keyId, {
			currentTime: currentTime as unknown as globalThis.Temporal.Instant | undefined,
		})
	}
	const send = async (request: Request, text: string) =>
		fetch(inbox, { method: 'POST', headers: request.headers, body: text })
	const post = async () => {
		const text = await body()
		return (await send(await sign(text), text)).status
	}
	return { a, b, ann, dan, inbox, body, sign, send, post }
}

test('a signed activity is taken once: the same request again is a replay, and a stale Date is refused', async (t) => {
	const { body, sign, send } = await twoServers(t)
	const text = await body()
	const signed = await sign(text)
	assert.equal((await send(signed, text)).status, 202)
	const again = await send(signed, text)
	assert.equal(again.status, 401, 'the very same signed request, replayed')
	assert.match(await again.text(), /already received/)
	// RSA signatures are deterministic: signed anew within the same second (Date has seconds), it would be the
	// very same request, so the new one is dated a second later.
	const aSecondLater = Temporal.Now.instant().add({ seconds: 1 })
	assert.equal((await send(await sign(text, aSecondLater), text)).status, 202, 'the same activity signed anew')

	const twoHoursAgo = Temporal.Now.instant().subtract({ hours: 2 })
	assert.equal((await send(await sign(text, twoHoursAgo), text)).status, 401, 'signed two hours ago')
	const inTwoHours = Temporal.Now.instant().add({ hours: 2 })
	assert.equal((await send(await sign(text, inTwoHours), text)).status, 401, 'dated two hours ahead')
})

test('a rotated key is fetched again: the first post with the new key is believed', async (t) => {
	const { b, dan, post } = await twoServers(t)
	assert.equal(await post(), 202, 'the old key, now cached on A')
	await b.db.deleteFrom('actorKey').where('userId', '=', dan.user.id).execute()
	assert.equal(await post(), 202, 'signed with the key B made in its place')
})

test('an unsigned post is refused before anything it names is fetched: no context, no actor, no key', async (t) => {
	const a = await startTestApp(t, FEDERATING)
	const ann = await findable(a)
	const asked: string[] = []
	const elsewhere = createServer((req, res) => {
		asked.push(req.url ?? '')
		res.setHeader('content-type', 'application/ld+json')
		res.end('{"@context":{"x":"https://example.org/x"}}')
	})
	await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
	t.after(() => elsewhere.close())
	const there = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`
	const activity = {
		'@context': ['https://www.w3.org/ns/activitystreams', `${there}/context.jsonld`],
		id: `${there}/activities/1`,
		type: 'Follow',
		actor: `${there}/actor`,
		object: `${a.baseUrl}/ap/users/${ann.user.id}`,
		proof: { type: 'DataIntegrityProof', verificationMethod: `${there}/actor#key`, proofValue: 'z1' },
	}
	for (const inbox of ['/ap/inbox', `/ap/users/${ann.user.id}/inbox`]) {
		const res = await fetch(new URL(inbox, a.baseUrl), {
			method: 'POST',
			headers: JSON_HEADERS,
			body: JSON.stringify(activity),
		})
		assert.equal(res.status, 401, inbox)
	}
	assert.deepEqual(asked, [], 'the other server was never asked for anything')
})

test('past its rate a remote server is answered 429 with Retry-After; another server is not held up', async (t) => {
	const { a, ann, post, send, body, sign } = await twoServers(t, { FEDERATION_INBOX_PER_MINUTE: '3' })
	for (let i = 0; i < 3; i++) assert.equal(await post(), 202)
	const text = await body()
	const limited = await send(await sign(text), text)
	assert.equal(limited.status, 429)
	const retryAfter = Number(limited.headers.get('retry-after'))
	assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`)

	const c = await startTestApp(t, FEDERATING)
	const eve = await findable(c)
	const ctx = c.federation!.createContext(new URL(c.baseUrl))
	const [rsa] = await ctx.getActorKeyPairs(eve.user.id)
	const follow = JSON.stringify(
		await new Follow({
			id: new URL(`${c.baseUrl}/ap/follows/1`),
			actor: ctx.getActorUri(eve.user.id),
			object: new URL(`${a.baseUrl}/ap/users/${ann.user.id}`),
		}).toJsonLd(),
	)
	const inbox = new URL(`/ap/users/${ann.user.id}/inbox`, a.baseUrl)
	const fromC = await signRequest(
		new Request(inbox, { method: 'POST', headers: JSON_HEADERS, body: follow }),
		rsa!.privateKey,
		rsa!.keyId,
	)
	assert.equal((await fetch(inbox, { method: 'POST', headers: fromC.headers, body: follow })).status, 202)
})
