import assert from 'node:assert/strict'
import { test } from 'node:test'
import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { BETTER_AUTH_COST } from './password-hash.ts'
import { password, signUp } from '../../../tests/support/test-client.ts'

const storedHash = (db: Awaited<ReturnType<typeof startTestApp>>['db'], userId: string) =>
	db
		.selectFrom('account')
		.select('password')
		.where('userId', '=', userId)
		.where('providerId', '=', 'credential')
		.executeTakeFirstOrThrow()

test('a password hashed by Better Auth itself still signs in, and a new hash is one Better Auth verifies', async (t) => {
	const { client, db } = await startTestApp(t, {}, { passwordCost: BETTER_AUTH_COST })
	const ann = await signUp(client())

	const { password: made } = await storedHash(db, ann.user.id)
	assert.match(made ?? '', /^[\da-f]{32}:[\da-f]{128}$/)
	assert.equal(await betterAuthVerify({ hash: made!, password }), true)
	assert.equal(await betterAuthVerify({ hash: made!, password: `${password}!` }), false)

	// 'ﬁ' is one character that NFKC turns into 'f' and 'i': both hashes are of the normalised password.
	const older = await betterAuthHash('ﬁne old password')
	await db
		.updateTable('account')
		.set({ password: older })
		.where('userId', '=', ann.user.id)
		.where('providerId', '=', 'credential')
		.execute()
	const signIn = (attempt: string) =>
		client().json('/api/auth/sign-in', { json: { email: ann.email, password: attempt, acceptTerms: true } })
	assert.equal((await signIn('ﬁne old password')).status, 200)
	assert.equal((await signIn('fine old password')).status, 200)
	assert.equal((await signIn(password)).status, 401)
	assert.equal((await signIn('ﬁne old passwor')).status, 401)
})

test('a stored hash that is not salt:key fails the sign-in with the usual 401, not a 500', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	for (const broken of ['', 'no-colon', 'abc:', ':abc', 'abc:not-hex', 'abc:abcd']) {
		await db
			.updateTable('account')
			.set({ password: broken })
			.where('userId', '=', ann.user.id)
			.where('providerId', '=', 'credential')
			.execute()
		const { status } = await client().json('/api/auth/sign-in', {
			json: { email: ann.email, password, acceptTerms: true },
		})
		assert.equal(status, 401, JSON.stringify(broken))
	}
})
