import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test, type TestContext } from 'node:test'
import { preloadedContexts } from '@fedify/fedify/runtime'
import { signRequest } from '@fedify/fedify/sig'
import { Follow, Person, OrderedCollection, isActor, type Actor, Endpoints } from '@fedify/fedify/vocab'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { password, signUp, type TestClient } from '../../../tests/support/test-client.ts'
import { claimNextJob, completeJob } from '../jobs/job-queue.ts'
import { federationJob } from './federation-job.ts'

const FEDERATING = { FEDERATION: 'true', FEDERATION_ALLOW_LOOPBACK: 'true' }
const AP = { accept: 'application/activity+json' }

/** Parses JSON-LD with only the contexts Fedify carries: a test never reaches the network. */
const offline = {
	contextLoader: async (url: string) => {
		const document = preloadedContexts[url]
		if (!document) throw new Error(`not a preloaded context: ${url}`)
		return { contextUrl: null, documentUrl: url, document }
	},
}

async function reader(client: TestClient, profile: Record<string, unknown> = {}) {
	const signedUp = await signUp(client)
	if (Object.keys(profile).length > 0) {
		const res = await client.request('/api/profile', { method: 'PATCH', json: profile })
		assert.equal(res.status, 200, await res.text())
	}
	return signedUp
}

const host = (baseUrl: string) => new URL(baseUrl).host
const webfinger = (client: TestClient, resource: string) =>
	client.request(`/.well-known/webfinger?resource=${encodeURIComponent(resource)}`)

async function federatingApp(t: TestContext) {
	const app = await startTestApp(t, FEDERATING)
	return { ...app, federation: app.federation! }
}

test('WebFinger and the actor: a findable reader by handle or profile address, as a valid Person with both keys', async (t) => {
	const a = await federatingApp(t)
	const client = a.client()
	const ann = await reader(client, { findable: true, bio: 'Reads <b>everything</b>\n& more' })
	const finger = await webfinger(a.client(), `acct:${ann.username}@${host(a.baseUrl)}`)
	assert.equal(finger.status, 200)
	const jrd = (await finger.json()) as { subject: string; links: { rel: string; type?: string; href?: string }[] }
	assert.equal(jrd.subject, `acct:${ann.username}@${host(a.baseUrl)}`)
	const self = jrd.links.find((link) => link.rel === 'self')
	assert.equal(self?.type, 'application/activity+json')
	assert.equal(self?.href, `${a.baseUrl}/ap/users/${ann.user.id}`, 'the actor is named by the immutable id')

	const byProfile = await webfinger(a.client(), `${a.baseUrl}/u/${ann.username}`)
	assert.equal(byProfile.status, 200)

	const res = await a.client().request(self.href, { headers: AP })
	assert.equal(res.status, 200)
	assert.match(res.headers.get('content-type') ?? '', /application\/activity\+json/)
	const person = await Person.fromJsonLd(await res.json(), offline)
	assert.equal(person.id?.href, self.href)
	assert.equal(person.preferredUsername, ann.username)
	assert.equal(person.name, ann.username)
	assert.equal(person.summary?.toString(), '<p>Reads &lt;b&gt;everything&lt;/b&gt;<br>&amp; more</p>')
	assert.equal(person.url?.href, `${a.baseUrl}/u/${ann.username}`)
	assert.equal(person.manuallyApprovesFollowers, false)
	assert.equal(person.inboxId?.href, `${self.href}/inbox`)
	assert.equal(person.endpoints?.sharedInbox?.href, `${a.baseUrl}/ap/inbox`)
	const key = await person.getPublicKey(offline)
	assert.equal(key?.ownerId?.href, self.href)
	assert.equal((key?.publicKey as CryptoKey).algorithm.name, 'RSASSA-PKCS1-v1_5')
	const methods = []
	for await (const method of person.getAssertionMethods(offline)) methods.push(method.publicKey?.algorithm.name)
	assert.deepEqual(methods, ['RSASSA-PKCS1-v1_5', 'Ed25519'])

	const again = await Person.fromJsonLd(await (await a.client().request(self.href, { headers: AP })).json(), offline)
	assert.equal((await again.getPublicKey(offline))?.id?.href, key?.id?.href, 'keys are made once and kept')
	const stored = await a.db.selectFrom('actorKey').select('userId').execute()
	assert.deepEqual(
		stored.map((row) => row.userId),
		[ann.user.id],
	)

	for (const [collection, total] of [
		[person.outboxId, 0],
		[person.followersId, 0],
		[person.followingId, 0],
	] as const) {
		const page = await OrderedCollection.fromJsonLd(
			await (await a.client().request(collection!.href, { headers: AP })).json(),
			offline,
		)
		assert.equal(page.totalItems, total, collection?.href)
	}

	const html = await a.client().request(self.href, { headers: { accept: 'text/html' } })
	assert.match(html.headers.get('content-type') ?? '', /text\/html/, 'a browser gets the app, not JSON')
})

test('a reader who did not opt in, a suspended one and an unknown name are all answered as unknown', async (t) => {
	const a = await federatingApp(t)
	const quiet = await reader(a.client())
	const suspended = await reader(a.client(), { findable: true })
	const now = new Date().toISOString()
	await a.db.updateTable('profile').set({ suspendedAt: now }).where('userId', '=', suspended.user.id).execute()
	const answer = async (res: Response) => ({ status: res.status, body: await res.text() })

	const unknownFinger = await answer(await webfinger(a.client(), `acct:nobody_here@${host(a.baseUrl)}`))
	const unknownActor = await answer(await a.client().request('/ap/users/no-such-id', { headers: AP }))
	assert.equal(unknownFinger.status, 404)
	assert.equal(unknownActor.status, 404)
	for (const who of [quiet, suspended]) {
		assert.deepEqual(
			await answer(await webfinger(a.client(), `acct:${who.username}@${host(a.baseUrl)}`)),
			unknownFinger,
		)
		assert.deepEqual(await answer(await webfinger(a.client(), `${a.baseUrl}/u/${who.username}`)), unknownFinger)
		for (const path of ['', '/outbox', '/followers', '/following'])
			assert.deepEqual(
				await answer(await a.client().request(`/ap/users/${who.user.id}${path}`, { headers: AP })),
				unknownActor,
				`${who.username}${path}`,
			)
	}
	assert.equal(
		(await webfinger(a.client(), `acct:${suspended.username}@elsewhere.example`)).status,
		404,
		'only our own host',
	)
	assert.equal(await a.db.selectFrom('actorKey').select('userId').executeTakeFirst(), undefined, 'no keys made')
})

test('a private profile that opted in is an actor that approves followers by hand and shows name only', async (t) => {
	const a = await federatingApp(t)
	const cat = await reader(a.client(), { findable: true, visibility: 'private', bio: 'not for strangers' })
	const finger = await webfinger(a.client(), `acct:${cat.username}@${host(a.baseUrl)}`)
	assert.equal(finger.status, 200)
	const person = await Person.fromJsonLd(
		await (await a.client().request(`/ap/users/${cat.user.id}`, { headers: AP })).json(),
		offline,
	)
	assert.equal(person.manuallyApprovesFollowers, true)
	assert.equal(person.summary, null, 'the bio stays home, as on the profile page')
	const followers = await OrderedCollection.fromJsonLd(
		await (await a.client().request(`/ap/users/${cat.user.id}/followers`, { headers: AP })).json(),
		offline,
	)
	assert.equal(followers.totalItems, null, 'no count for a private profile')
})

test('NodeInfo names Dogear, its version and its usage', async (t) => {
	const a = await federatingApp(t)
	await reader(a.client())
	const links = (await (await a.client().request('/.well-known/nodeinfo')).json()) as {
		links: { rel: string; href: string }[]
	}
	assert.deepEqual(links.links, [
		{
			rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
			href: `${a.baseUrl}/nodeinfo/2.1`,
			type: 'application/json; profile="http://nodeinfo.diaspora.software/ns/schema/2.1#"',
		},
	])
	const info = (await (await a.client().request('/nodeinfo/2.1')).json()) as Record<string, unknown>
	const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
	assert.deepEqual(info.software, { name: 'dogear', version })
	assert.deepEqual(info.protocols, ['activitypub'])
	assert.equal(info.openRegistrations, true)
	assert.deepEqual(info.usage, { users: { total: 1 }, localPosts: 0, localComments: 0 })
})

test('with FEDERATION off none of it exists, and the site says so', async (t) => {
	const a = await startTestApp(t)
	const ann = await reader(a.client(), { findable: true })
	for (const path of [
		`/.well-known/webfinger?resource=acct:${ann.username}@${host(a.baseUrl)}`,
		'/.well-known/nodeinfo',
		'/nodeinfo/2.1',
		`/ap/users/${ann.user.id}`,
	])
		assert.equal((await a.client().request(path, { headers: AP })).status, 404, path)
	assert.equal((await a.client().request('/ap/inbox', { method: 'POST', json: {} })).status, 404)
	assert.equal(((await a.client().json('/api/site')).body as unknown as { federation: unknown }).federation, null)
	const on = await federatingApp(t)
	assert.deepEqual(((await on.client().json('/api/site')).body as unknown as { federation: unknown }).federation, {
		host: host(on.baseUrl),
	})
})

// Fedify asks for an acct: handle over https only, so between plain-http loopback servers the other server's
// reader is looked up by the actor address that WebFinger gave (as the first test reads it).
test('two servers: one fetches the other reader and delivers a signed activity; unsigned or forged ones are refused', async (t) => {
	const [a, b] = await Promise.all([federatingApp(t), federatingApp(t)])
	const ann = await reader(a.client(), { findable: true })
	const dan = await reader(b.client(), { findable: true })
	const ctx = b.federation.createContext(new URL(b.baseUrl))
	const found = await ctx.lookupObject(`${a.baseUrl}/ap/users/${ann.user.id}`)
	assert.ok(isActor(found), 'the address resolves to an actor')
	const annActor = found as Actor
	assert.equal(annActor.id?.href, `${a.baseUrl}/ap/users/${ann.user.id}`)
	assert.equal(annActor.preferredUsername, ann.username)

	const follow = new Follow({
		id: new URL(`${b.baseUrl}/ap/follows/${dan.user.id}`),
		actor: ctx.getActorUri(dan.user.id),
		object: annActor.id,
	})
	// Delivered at once rather than queued, so a refusal fails here; A verifies it by fetching dan's key from B.
	await ctx.sendActivity({ identifier: dan.user.id }, annActor, follow, { immediate: true })

	const body = JSON.stringify(await follow.toJsonLd())
	const post = (headers: Headers, text = body) =>
		fetch(annActor.inboxId!, { method: 'POST', headers, body: text }).then((res) => res.status)
	const json = new Headers({ 'content-type': 'application/activity+json' })
	assert.equal(await post(json), 401, 'unsigned')
	assert.equal(await post(json, '{"not":"json-ld"'), 400, 'not JSON at all: refused before any signature')

	const [rsa] = await ctx.getActorKeyPairs(dan.user.id)
	const signed = await signRequest(
		new Request(annActor.inboxId!, { method: 'POST', headers: json, body }),
		rsa!.privateKey,
		rsa!.keyId,
	)
	const forged = body.replace('Follow', 'Block')
	assert.equal(await post(signed.headers, forged), 401, 'signed, then the body changed')
	assert.equal(await post(signed.headers), 202, 'the same request as signed')
	assert.equal(
		await fetch(`${a.baseUrl}/ap/inbox`, { method: 'POST', headers: signed.headers, body }).then((r) => r.status),
		401,
		'a signature covers the path it was made for',
	)
})

test('a queued delivery is a job, claimed like any other; a failed one comes back later as a new job', async (t) => {
	const a = await federatingApp(t)
	const b = await startTestApp(t, FEDERATING, { worker: false })
	const ann = await reader(a.client(), { findable: true })
	const dan = await reader(b.client(), { findable: true })
	const ctx = b.federation!.createContext(new URL(b.baseUrl))
	const annActor = (await ctx.lookupObject(`${a.baseUrl}/ap/users/${ann.user.id}`)) as Actor
	const gone = new Person({
		id: new URL('http://127.0.0.1:1/ap/users/gone'),
		inbox: new URL('http://127.0.0.1:1/ap/users/gone/inbox'),
		endpoints: new Endpoints({}),
	})
	const runAll = async () => {
		for (let job = await claimNextJob(b.db); job; job = await claimNextJob(b.db)) {
			await federationJob(b.federation)(JSON.parse(job.payload))
			await completeJob(b.db, job)
		}
	}
	const jobs = () => b.db.selectFrom('job').select(['kind', 'runAt']).execute()

	for (const [i, to] of [annActor, gone].entries()) {
		const follow = new Follow({
			id: new URL(`${b.baseUrl}/ap/follows/${i}`),
			actor: ctx.getActorUri(dan.user.id),
			object: to.id,
		})
		await ctx.sendActivity({ identifier: dan.user.id }, to, follow)
	}
	assert.deepEqual(
		(await jobs()).map((job) => job.kind),
		['federation', 'federation'],
		'queued, not sent in the request',
	)
	await runAll()
	const left = await jobs()
	assert.equal(left.length, 1, 'the delivery to ann is done; the one to a closed port waits for its retry')
	assert.ok(Date.parse(left[0]!.runAt) > Date.now(), 'retried later, not at once')
})

test('a deleted account is an unknown name to other servers, and its keys are gone', async (t) => {
	const a = await federatingApp(t)
	const ann = await reader(a.client(), { findable: true })
	assert.equal((await a.client().request(`/ap/users/${ann.user.id}`, { headers: AP })).status, 200)
	assert.equal((await a.db.selectFrom('actorKey').select('userId').execute()).length, 1)
	assert.equal((await ann.client.request('/api/account/delete', { json: { password } })).status, 204)
	assert.equal((await a.client().request(`/ap/users/${ann.user.id}`, { headers: AP })).status, 404)
	assert.equal((await webfinger(a.client(), `acct:${ann.username}@${host(a.baseUrl)}`)).status, 404)
	assert.equal((await a.db.selectFrom('actorKey').select('userId').execute()).length, 0)
})

/** Bodies a hostile or broken server might post, and random JSON from a seeded generator: none may make a 5xx. */
function hostileBodies() {
	const fixed = [
		'',
		'"x"',
		'null',
		'1e999999',
		'[{"type":"Follow"}]',
		'{}',
		'{"@context":"x"}',
		'{"@context":{"@vocab":5},"type":"Follow"}',
		'{"@context":"http://127.0.0.1:9/ctx","type":"Follow","actor":"http://127.0.0.1:9/a"}',
		'{"@context":"https://www.w3.org/ns/activitystreams","type":"Follow","actor":"not a url"}',
		'{"@id":"javascript:alert(1)","type":"Follow","actor":"http://127.0.0.1:9/a"}',
		`{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
		'{"type":"Follow","actor":"http://127.0.0.1:9/a","object":{"type":"Note","content":"<script>alert(1)</script>"}}',
		'\u0000\ud800',
	]
	let seed = 29
	const random = () => {
		seed = (seed * 1103515245 + 12345) % 2 ** 31
		return seed / 2 ** 31
	}
	const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!
	const value = (depth: number): unknown => {
		const kind = pick(depth > 3 ? ['s', 'n', 'u'] : ['s', 'n', 'u', 'o', 'a', 'o'])
		if (kind === 's')
			return pick(['Follow', 'http://127.0.0.1:9/x', '', '@context', 'https://www.w3.org/ns/activitystreams', '\u202e'])
		if (kind === 'n') return pick([0, -1, 1e308, 0.5])
		if (kind === 'u') return pick([null, true, false])
		if (kind === 'a') return Array.from({ length: Math.floor(random() * 3) }, () => value(depth + 1))
		const keys = ['@context', '@id', 'id', 'type', 'actor', 'object', 'to', 'signature', 'proof']
		return Object.fromEntries(
			Array.from({ length: 1 + Math.floor(random() * 4) }, () => [pick(keys), value(depth + 1)]),
		)
	}
	return [...fixed, ...Array.from({ length: 40 }, () => JSON.stringify(value(0)))]
}

test('an inbox never answers 5xx, whatever is posted to it, for any reader or none', async (t) => {
	const a = await federatingApp(t)
	const ann = await reader(a.client(), { findable: true })
	const quiet = await reader(a.client())
	const inboxes = [
		'/ap/inbox',
		`/ap/users/${ann.user.id}/inbox`,
		`/ap/users/${quiet.user.id}/inbox`,
		'/ap/users/nobody/inbox',
	]
	const headers = { 'content-type': 'application/activity+json', connection: 'close' }
	for (const body of hostileBodies())
		for (const inbox of inboxes) {
			const res = await fetch(new URL(inbox, a.baseUrl), { method: 'POST', headers, body })
			assert.ok(res.status >= 400 && res.status < 500, `${res.status} for ${body.slice(0, 60)} at ${inbox}`)
		}
	const signedByNobody = {
		...headers,
		signature: 'keyId="http://127.0.0.1:9/k",headers="(request-target)",signature="AAAA"',
	}
	const follow =
		'{"@context":"https://www.w3.org/ns/activitystreams","type":"Follow","id":"http://127.0.0.1:9/f","actor":"http://127.0.0.1:9/a","object":"x"}'
	assert.equal(
		(await fetch(new URL('/ap/inbox', a.baseUrl), { method: 'POST', headers: signedByNobody, body: follow })).status,
		401,
	)
	const big = await fetch(new URL('/ap/inbox', a.baseUrl), { method: 'POST', headers, body: 'x'.repeat(300_000) })
	assert.equal(big.status, 413)
})
