import assert from 'node:assert/strict'
import { test } from 'node:test'
import { signRequest } from '@fedify/fedify/sig'
import { Endpoints, Follow, Person } from '@fedify/fedify/vocab'
import { instanceHost } from '../../shared/schemas/instance-blocks.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp, type TestClient } from '../../../tests/support/test-client.ts'
import { setUserRole } from '../admin/set-role.ts'

const FEDERATING = { FEDERATION: 'true', FEDERATION_ALLOW_LOOPBACK: 'true' }
const JSON_HEADERS = { 'content-type': 'application/activity+json' }
const blocks = (client: TestClient) =>
	client.json<{ items: { host: string; reason: string }[] }>('/api/admin/instance-blocks')

test('a server is named by its host however it is typed', () => {
	assert.equal(instanceHost('Mastodon.Example'), 'mastodon.example')
	assert.equal(instanceHost('https://books.example/@ann'), 'books.example')
	assert.equal(instanceHost('@ann@Books.Example'), 'books.example')
	assert.equal(instanceHost('books.example:443'), 'books.example')
	assert.equal(instanceHost('http://127.0.0.1:3242/x'), '127.0.0.1:3242')
	for (const junk of ['', '   ', 'https://', 'ftp://books.example', 'a b', 'user:pw@books.example/x'])
		assert.equal(instanceHost(junk), null, junk)
})

test('only administrators see and change instance blocks; a bad host is a 400 naming the field', async (t) => {
	const a = await startTestApp(t)
	const [admin, ann] = [await signUp(a.client()), await signUp(a.client())]
	assert.equal(await setUserRole(a.db, admin.username, 'admin'), true)
	for (const client of [ann.client, a.client()]) {
		assert.equal((await blocks(client)).status, 404)
		const post = await client.request('/api/admin/instance-blocks', { json: { host: 'bad.example' } })
		assert.equal(post.status, 404)
		assert.equal((await client.request('/api/admin/instance-blocks/bad.example', { method: 'DELETE' })).status, 404)
	}
	const bad = await admin.client.request('/api/admin/instance-blocks', { json: { host: 'not a host' } })
	assert.equal(bad.status, 400)
	assert.match(await bad.text(), /host/)

	const made = await admin.client.request('/api/admin/instance-blocks', {
		json: { host: 'https://Spam.Example/@x', reason: 'spam' },
	})
	assert.equal(made.status, 201)
	assert.deepEqual(
		(await blocks(admin.client)).body.items.map((b) => [b.host, b.reason]),
		[['spam.example', 'spam']],
	)
	const delete_ = (host: string) =>
		admin.client.request(`/api/admin/instance-blocks/${encodeURIComponent(host)}`, { method: 'DELETE' })
	assert.equal((await delete_('spam.example')).status, 204)
	assert.equal((await delete_('spam.example')).status, 404)
	assert.deepEqual((await blocks(admin.client)).body.items, [])
})

test('a blocked server: its deliveries 403, nothing fetched from it, nothing delivered or left queued for it', async (t) => {
	const a = await startTestApp(t, FEDERATING, { worker: false })
	const b = await startTestApp(t, FEDERATING)
	const [admin, ann] = [await signUp(a.client()), await signUp(a.client())]
	await ann.client.request('/api/profile', { method: 'PATCH', json: { findable: true } })
	const dan = await signUp(b.client())
	await dan.client.request('/api/profile', { method: 'PATCH', json: { findable: true } })
	await setUserRole(a.db, admin.username, 'admin')
	const actx = a.federation!.createContext(new URL(a.baseUrl))
	const bctx = b.federation!.createContext(new URL(b.baseUrl))
	const danId = `${b.baseUrl}/ap/users/${dan.user.id}`
	const bHost = new URL(b.baseUrl).host
	const danPerson = new Person({
		id: new URL(danId),
		inbox: new URL(`${danId}/inbox`),
		endpoints: new Endpoints({}),
	})
	const deliverToDan = (n: number) =>
		actx.sendActivity(
			{ identifier: ann.user.id },
			danPerson,
			new Follow({
				id: new URL(`${a.baseUrl}/ap/follows/${n}`),
				actor: actx.getActorUri(ann.user.id),
				object: danPerson.id,
			}),
		)
	await deliverToDan(1)
	const queued = () => a.db.selectFrom('job').select('id').where('kind', '=', 'federation').execute()
	assert.equal((await queued()).length, 1, 'queued before the block')

	const blocked = await admin.client.request('/api/admin/instance-blocks', { json: { host: b.baseUrl } })
	assert.equal(blocked.status, 201)
	assert.equal((await queued()).length, 0, 'the queued delivery is dropped with the block')
	await deliverToDan(2)
	assert.equal((await queued()).length, 0, 'and no new one is queued')
	assert.equal(await actx.lookupObject(danId), null, 'nothing is fetched from a blocked host')

	const inbox = new URL(`/ap/users/${ann.user.id}/inbox`, a.baseUrl)
	const follow = JSON.stringify(
		await new Follow({
			id: new URL(`${b.baseUrl}/ap/follows/x`),
			actor: bctx.getActorUri(dan.user.id),
			object: new URL(`${a.baseUrl}/ap/users/${ann.user.id}`),
		}).toJsonLd(),
	)
	const [rsa] = await bctx.getActorKeyPairs(dan.user.id)
	const sign = () =>
		signRequest(
			new Request(inbox, { method: 'POST', headers: JSON_HEADERS, body: follow }),
			rsa!.privateKey,
			rsa!.keyId,
		)
	const refused = await fetch(inbox, { method: 'POST', headers: (await sign()).headers, body: follow })
	assert.equal(refused.status, 403)

	const unblock = await admin.client.request(`/api/admin/instance-blocks/${encodeURIComponent(bHost)}`, {
		method: 'DELETE',
	})
	assert.equal(unblock.status, 204)
	assert.equal((await fetch(inbox, { method: 'POST', headers: (await sign()).headers, body: follow })).status, 202)
	assert.ok(await actx.lookupObject(danId), 'fetched again once unblocked')
})
