import assert from 'node:assert/strict'
import { test } from 'node:test'
import { getMigrations } from 'better-auth/db/migration'
import { startTestApp } from '../../../tests/support/test-app.ts'

// Our first migration creates Better Auth's tables by hand (docs/decisions/0001); Better Auth's own schema
// diff must find nothing to create, add or retype. (The OpenID Connect plugin adds no tables.)
test('our migrations give Better Auth every table and column it expects, in the types it expects', async (t) => {
	const { auth } = await startTestApp(t)
	const complaints: string[] = []
	const { toBeCreated, toBeAdded } = await getMigrations({
		...auth.options,
		logger: {
			log: (level, message) => {
				if (level === 'warn' || level === 'error') complaints.push(message)
			},
		},
	})
	assert.deepEqual(toBeCreated, [])
	assert.deepEqual(toBeAdded, [])
	assert.deepEqual(complaints, [])
})
