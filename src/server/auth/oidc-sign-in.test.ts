import assert from 'node:assert/strict'
import { test, type TestContext } from 'node:test'
import { AuthMessages } from '../../shared/schemas/auth.ts'
import { startOidcProvider } from '../../../tests/support/oidc-provider.ts'
import { onPostgres, startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, password, signUp } from '../../../tests/support/test-client.ts'

async function startWithProvider(t: TestContext) {
	const provider = await startOidcProvider(t)
	const app = await startTestApp(t, {
		GOOGLE_CLIENT_ID: 'dogear-test',
		GOOGLE_CLIENT_SECRET: 'test-secret',
		OIDC_DISCOVERY_URL: provider.discoveryUrl,
	})
	return { ...app, provider }
}

/** Walks the browser's part: start on our API, follow the provider's redirect, land on our callback. */
async function signInWithProvider(client: TestClient, next = '/nav/home', rememberMe = true) {
	const start = await client.json('/api/auth/sign-in/oidc', { json: { acceptTerms: true, next, rememberMe } })
	assert.equal(start.status, 200, JSON.stringify(start.body))
	const authorize = await fetch(start.body.url, { redirect: 'manual' })
	const callback = new URL(authorize.headers.get('location')!)
	assert.equal(callback.pathname, '/api/auth/callback/google')
	const landing = await client.request(callback.pathname + callback.search)
	assert.equal(landing.status, 302)
	return new URL(landing.headers.get('location')!, client.baseUrl)
}

test('the provider button is offered only when configured', async (t) => {
	const { client } = await startTestApp(t)
	assert.equal((await client().json('/api/site')).body.oidcProvider, null)
	assert.equal((await client().post('/api/auth/sign-in/oidc', { acceptTerms: true })).status, 404)

	const { client: configured } = await startWithProvider(t)
	assert.equal((await configured().json('/api/site')).body.oidcProvider, 'Google')
})

test('signing in with the provider needs the terms checkbox, as in the original', async (t) => {
	const { client } = await startWithProvider(t)
	const { status, body } = await client().json('/api/auth/sign-in/oidc', { json: { acceptTerms: false } })
	assert.equal(status, 400)
	assert.equal(body.error.fields?.acceptTerms, AuthMessages.terms)
})

test('a first sign-in creates the reader with a username; a later one updates the last login', async (t) => {
	const { client, db, provider } = await startWithProvider(t)
	provider.signInAs({
		sub: 'g-123',
		email: 'Jane.Doe+books@example.com',
		email_verified: true,
		name: 'Jane Doe',
		picture: 'https://lh3.googleusercontent.com/a/jane',
	})
	const jane = client()
	const landing = await signInWithProvider(jane, '/nav/diary')
	assert.equal(landing.pathname, '/nav/diary')
	const { body } = await jane.json('/api/session')
	assert.equal(body.user?.username, 'Jane.Doe')
	assert.equal(body.user?.name, 'Jane Doe')
	assert.equal(body.user?.image, null, "the provider's picture URL would make browsers call the provider")

	await db.updateTable('user').set({ lastLoginAt: '2020-01-01T00:00:00.000Z' }).execute()
	await signInWithProvider(client())
	const users = await db.selectFrom('user').select(['lastLoginAt']).execute()
	assert.equal(users.length, 1, 'the second sign-in found the same reader')
	assert.ok(Date.now() - new Date(users[0]!.lastLoginAt!).getTime() < 60_000)
})

test("'Stay logged in' applies to provider sign-ins too", async (t) => {
	const { client, db } = await startWithProvider(t)
	const staying = client()
	await signInWithProvider(staying)
	assert.match(staying.sessionCookie()!.attributes, /Max-Age=2592000/)

	const leaving = client()
	await signInWithProvider(leaving, '/nav/home', false)
	assert.doesNotMatch(leaving.sessionCookie()!.attributes, /Max-Age|Expires/i)
	assert.equal(leaving.cookies.has('dogear.oidc_forget'), false, 'the marker is cleared')
	assert.notEqual((await leaving.json('/api/session')).body.user, null)
	const sessions = await db.selectFrom('session').select('expiresAt').orderBy('createdAt').execute()
	const lifetimes = sessions.map((s) => Math.round((new Date(s.expiresAt).getTime() - Date.now()) / 86_400_000))
	assert.deepEqual(lifetimes, [30, 1])
})

test('usernames from the provider do not clash with existing ones', async (t) => {
	const { client, provider } = await startWithProvider(t)
	await signUp(client(), { username: 'jane', email: 'jane@elsewhere.example' })
	provider.signInAs({ sub: 'g-9', email: 'jane@example.com', email_verified: true, name: 'Jane' })
	const jane = client()
	await signInWithProvider(jane)
	assert.equal((await jane.json('/api/session')).body.user?.username, 'jane2')
})

test('a password account is linked only when the provider has verified the e-mail', async (t) => {
	const { client, db, provider } = await startWithProvider(t)
	const ann = await signUp(client())
	// Ann proved her address (a verification mail, or an earlier provider sign-in) before this.
	await db
		.updateTable('user')
		.set({ emailVerified: onPostgres ? true : 1 })
		.where('id', '=', ann.user.id)
		.execute()

	provider.signInAs({ sub: 'unverified', email: ann.email, email_verified: false, name: 'Ann?' })
	const intruder = client()
	const refused = await signInWithProvider(intruder)
	assert.equal(refused.pathname, '/login')
	assert.equal(refused.searchParams.get('error'), 'oidc')
	assert.equal((await intruder.json('/api/session')).body.user, null)

	provider.signInAs({ sub: 'verified', email: ann.email, email_verified: true, name: 'Ann' })
	const owner = client()
	await signInWithProvider(owner)
	assert.equal((await owner.json('/api/session')).body.user?.id, ann.user.id)
	const accounts = await db
		.selectFrom('account')
		.select('providerId')
		.where('userId', '=', ann.user.id)
		.orderBy('providerId')
		.execute()
	assert.deepEqual(
		accounts.map((a) => a.providerId),
		['credential', 'google'],
	)
	assert.equal(
		(await client().post('/api/auth/sign-in', { email: ann.email, password, acceptTerms: true })).status,
		200,
	)
})

test("someone who signed up with another person's address loses it when the owner signs in with the provider", async (t) => {
	const { client, provider } = await startWithProvider(t)
	const squatter = await signUp(client(), { email: 'jane@example.com' })

	provider.signInAs({ sub: 'jane', email: 'jane@example.com', email_verified: true, name: 'Jane' })
	const jane = client()
	await signInWithProvider(jane)
	assert.equal((await jane.json('/api/session')).body.user?.email, 'jane@example.com')

	assert.equal((await squatter.client.json('/api/session')).body.user, null, "the squatter's session is over")
	const again = await client().post('/api/auth/sign-in', {
		email: 'jane@example.com',
		password: squatter.password,
		acceptTerms: true,
	})
	assert.equal(again.status, 401, "the squatter's password no longer opens the account")
})

test('a suspended reader coming back from the provider lands on the sign-in page with the reason, without a session', async (t) => {
	const { client, db, provider } = await startWithProvider(t)
	provider.signInAs({ sub: 'g-77', email: 'sus@example.com', email_verified: true, name: 'Sus Pended' })
	await signInWithProvider(client())
	const reader = await db
		.selectFrom('user')
		.select('id')
		.where('email', '=', 'sus@example.com')
		.executeTakeFirstOrThrow()
	const now = new Date().toISOString()
	await db
		.insertInto('profile')
		.values({ userId: reader.id, suspendedAt: now, updatedAt: now })
		.onConflict((oc) => oc.column('userId').doUpdateSet({ suspendedAt: now }))
		.execute()
	await db.deleteFrom('session').execute()

	const suspended = client()
	const landing = await signInWithProvider(suspended)
	assert.equal(`${landing.pathname}${landing.search}`, '/login?error=suspended')
	assert.equal(suspended.sessionCookie(), undefined, 'the session cookie is cleared')
	assert.equal((await suspended.json('/api/session')).body.user, null)
	assert.equal(
		(await db.selectFrom('session').select('id').where('userId', '=', reader.id).execute()).length,
		0,
		'and its session is gone',
	)
})
