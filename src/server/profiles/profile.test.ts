import assert from 'node:assert/strict'
import { test } from 'node:test'
import { AuthMessages } from '../../shared/schemas/auth.ts'
import { PROFILE_BIO_MAX, ProfileMessages, ProfileView } from '../../shared/schemas/profile.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, password, signUp } from '../../../tests/support/test-client.ts'
import type { Answer } from '../../../tests/support/test-client.ts'

type Reply = ProfileView & Answer
const patch = (client: TestClient, json: unknown) => client.json<Reply>('/api/profile', { method: 'PATCH', json })

test('a new reader has an empty public profile with their join date and zero counts', async (t) => {
	const { client } = await startTestApp(t)
	assert.equal((await client().json('/api/profile')).status, 401)
	const ann = await signUp(client())
	const { status, body } = await ann.client.json<Reply>('/api/profile')
	assert.equal(status, 200)
	ProfileView.parse(body)
	assert.equal(body.username, ann.username)
	assert.equal(body.name, ann.username)
	assert.equal(body.picture, null)
	assert.equal(body.visibility, 'public')
	assert.deepEqual(body.details?.counts, { booksRead: 0, reviews: 0, lists: 0, followers: 0, following: 0 })
	assert.equal(body.follow, null, "no follow button on one's own profile")
	assert.equal(body.details?.bio, '')
	assert.ok(Math.abs(Date.parse(body.details!.joinedAt) - Date.now()) < 60_000)
	assert.deepEqual(body.can, { edit: true })
})

test('the profile form saves name, username, location, bio and visibility; the bio keeps its line breaks', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const bio = 'Reads on trains.\r\n\r\nMostly 📚 <b>not bold</b>'
	const { status, body } = await patch(ann.client, {
		name: ' Ann Example ',
		username: 'ann.reads',
		location: 'Leipzig',
		bio,
		visibility: 'private',
	})
	assert.equal(status, 200)
	assert.equal(body.name, 'Ann Example')
	assert.equal(body.username, 'ann.reads')
	assert.equal(body.details?.location, 'Leipzig')
	assert.equal(body.details?.bio, 'Reads on trains.\n\nMostly 📚 <b>not bold</b>')
	assert.equal(body.visibility, 'private')
	const session = await ann.client.json('/api/session')
	assert.equal(session.body.user?.username, 'ann.reads')
	assert.equal(session.body.user?.name, 'Ann Example')
	assert.equal(
		(await client().post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true })).status,
		200,
	)
})

test('bad fields are refused with a message naming each, and nothing is half-written', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	await patch(ann.client, { location: 'Leipzig' })
	const bad = await patch(ann.client, {
		name: '',
		username: 'a b',
		location: 'two\nlines',
		bio: 'x'.repeat(PROFILE_BIO_MAX + 1),
		visibility: 'friends',
		email: 'new@example.com',
	})
	assert.equal(bad.status, 400)
	assert.deepEqual(bad.body.error.fields, {
		name: ProfileMessages.nameRequired,
		username: AuthMessages.usernameFormat,
		location: ProfileMessages.locationLineBreak,
		bio: ProfileMessages.bioTooLong,
		visibility: ProfileMessages.visibility,
		email: ProfileMessages.unknownField,
	})
	const mixed = await patch(ann.client, { location: 'Berlin', bio: 'x'.repeat(PROFILE_BIO_MAX + 1) })
	assert.equal(mixed.status, 400)
	assert.equal(
		(await ann.client.json<Reply>('/api/profile')).body.details?.location,
		'Leipzig',
		'the valid field was not saved alone',
	)
	assert.equal(
		(await patch(ann.client, { bio: '📚'.repeat(PROFILE_BIO_MAX) })).status,
		200,
		'500 emoji are 500 characters',
	)
	assert.equal((await patch(ann.client, {})).body.error.message, ProfileMessages.nothingToChange)
	assert.equal(
		(await patch(ann.client, { name: 'Ann\u202Eevil' })).body.error.fields?.name,
		ProfileMessages.controlCharacters,
	)
	assert.equal((await patch(client(), { name: 'Nobody' })).status, 401)
})

test('a username taken in any case is a 409 naming the field; changing the case of your own is fine', async (t) => {
	const { client } = await startTestApp(t)
	await signUp(client(), { username: 'Bob' })
	const ann = await signUp(client(), { username: 'ann' })
	const taken = await patch(ann.client, { username: 'BOB', bio: 'not saved' })
	assert.equal(taken.status, 409)
	assert.deepEqual(taken.body.error.fields, { username: AuthMessages.usernameTaken })
	assert.equal((await ann.client.json<Reply>('/api/profile')).body.details?.bio, '')
	const own = await patch(ann.client, { username: 'Ann' })
	assert.equal(own.status, 200)
	assert.equal(own.body.username, 'Ann')
})

test('concurrent edits of different fields both stand; of the same field, the last write wins', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const laptop = ann.client
	const phone = client()
	await phone.post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true })

	const results = await Promise.all([
		patch(laptop, { bio: 'from the laptop' }),
		patch(phone, { location: 'from the phone' }),
		patch(laptop, { name: 'Laptop Ann' }),
		patch(phone, { visibility: 'private' }),
	])
	assert.deepEqual(
		results.map((r) => r.status),
		[200, 200, 200, 200],
	)
	const { body } = await laptop.json<Reply>('/api/profile')
	assert.equal(body.details?.bio, 'from the laptop')
	assert.equal(body.details?.location, 'from the phone')
	assert.equal(body.name, 'Laptop Ann')
	assert.equal(body.visibility, 'private')

	await patch(laptop, { bio: 'first' })
	await patch(phone, { bio: 'second' })
	assert.equal((await laptop.json<Reply>('/api/profile')).body.details?.bio, 'second')
})

test('anyone can see a public profile by username; a private one shows only name and picture to others', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const bob = await signUp(client())
	await patch(ann.client, { name: 'Ann', bio: 'Secret-ish bio', location: 'Leipzig' })

	const visitor = await client().json<Reply>('/api/users/ANN/profile')
	assert.equal(visitor.status, 200)
	ProfileView.parse(visitor.body)
	assert.equal(visitor.body.details?.bio, 'Secret-ish bio')
	assert.deepEqual(visitor.body.can, { edit: false })

	await patch(ann.client, { visibility: 'private' })
	for (const [viewer, follow] of [
		[client(), null],
		[bob.client, { status: 'none', followsYou: false }],
	] as const) {
		const limited = await viewer.json<Reply>('/api/users/ann/profile')
		assert.equal(limited.status, 200)
		assert.deepEqual(limited.body, {
			username: 'ann',
			name: 'Ann',
			picture: null,
			visibility: 'private',
			details: null,
			settings: null,
			follow,
			can: { edit: false },
		})
		assert.doesNotMatch(JSON.stringify(limited.body), /Secret|Leipzig/)
	}
	const owner = await ann.client.json<Reply>('/api/users/ann/profile')
	assert.equal(owner.body.details?.location, 'Leipzig')
	assert.deepEqual(owner.body.can, { edit: true })
	assert.equal((await client().json('/api/users/nobody_here/profile')).status, 404)
})
