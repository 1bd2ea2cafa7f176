import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { preloadedContexts } from '@fedify/fedify/runtime'
import { Person } from '@fedify/fedify/vocab'
import { sharedData } from '../../../tests/support/book-service-replay.ts'

// Contract tests: the actors BookWyrm and Mastodon really serve (their own test data, ../shared/data/activitypub)
// read through Fedify's vocabulary, as our server reads a remote reader. Only the contexts Fedify carries are
// loaded, so nothing reaches the network.
const offline = {
	contextLoader: async (url: string) => {
		const document = preloadedContexts[url]
		if (!document) throw new Error(`not a preloaded context: ${url}`)
		return { contextUrl: null, documentUrl: url, document }
	},
}

/** A recorded HTTP response's body: after the first blank line, whatever the line ends. */
const body = (response: string) => response.slice(response.search(/\r?\n\r?\n/)).trim()

test("BookWyrm's user is a Person with its RSA key, inbox, shared inbox, collections and picture", async (t) => {
	const path = sharedData(t, 'activitypub/bookwyrm-ap_user.json')
	if (!path) return
	const person = await Person.fromJsonLd(JSON.parse(readFileSync(path, 'utf8')), offline)
	assert.equal(person.id?.href, 'https://example.com/user/mouse')
	assert.equal(person.preferredUsername, 'mouse')
	assert.equal(person.name, 'MOUSE?? MOUSE!!')
	assert.equal(person.inboxId?.href, 'https://example.com/user/mouse/inbox')
	assert.equal(person.outboxId?.href, 'https://example.com/user/mouse/outbox')
	assert.equal(person.followersId?.href, 'https://example.com/user/mouse/followers')
	assert.equal(person.followingId?.href, 'https://example.com/user/mouse/following')
	assert.equal(person.endpoints?.sharedInbox?.href, 'https://example.com/inbox')
	assert.equal(person.manuallyApprovesFollowers, false)
	const key = await person.getPublicKey(offline)
	assert.equal(key?.id?.href, 'https://example.com/user/mouse/#main-key')
	assert.equal(key?.ownerId?.href, person.id?.href)
	assert.equal(key?.publicKey?.algorithm.name, 'RSASSA-PKCS1-v1_5')
	const icon = await person.getIcon(offline)
	assert.equal((icon?.url as URL | undefined)?.href, 'https://example.com/images/avatars/AL-2-crop-50.png')
})

test("Mastodon's actor is a Person with its key, HTML summary, profile address and shared inbox", async (t) => {
	const path = sharedData(t, 'activitypub/mastodon-activitypub-actor.txt')
	if (!path) return
	const person = await Person.fromJsonLd(JSON.parse(body(readFileSync(path, 'utf8'))), offline)
	assert.equal(person.id?.href, 'https://ap.example.com/users/foo')
	assert.equal(person.preferredUsername, 'foo')
	assert.equal(person.summary?.toString(), '<p>test</p>')
	assert.equal(person.url?.href, 'https://ap.example.com/@foo')
	assert.equal(person.inboxId?.href, 'https://ap.example.com/users/foo/inbox')
	assert.equal(person.endpoints?.sharedInbox?.href, 'https://ap.example.com/inbox')
	const key = await person.getPublicKey(offline)
	assert.equal(key?.ownerId?.href, person.id?.href)
	assert.equal(key?.publicKey?.algorithm.name, 'RSASSA-PKCS1-v1_5')
})

test('an actor whose inbox is null, served without the security context, has neither inbox nor key for us', async (t) => {
	const path = sharedData(t, 'activitypub/mastodon-activitypub-actor-noinbox.txt')
	if (!path) return
	const person = await Person.fromJsonLd(JSON.parse(body(readFileSync(path, 'utf8'))), offline)
	assert.equal(person.id?.href, 'https://ap.example.com/users/foo')
	assert.equal(person.inboxId, null)
	// Its publicKey is a term only the security context defines, which this document does not name: as JSON-LD
	// reads it, there is no key, so nothing it signs could ever be verified.
	assert.equal(await person.getPublicKey(offline), null)
})
