import assert from 'node:assert/strict'
import { test } from 'node:test'
import { proposeUsername, usernameCandidates } from './username.ts'

test('a provider identity proposes a valid username from the e-mail, then the name', () => {
	assert.equal(proposeUsername('Jane.Doe+books@example.com', 'Jane Doe'), 'Jane.Doe')
	assert.equal(proposeUsername('jo@example.com', 'José Müller'), 'JoseMuller')
	assert.equal(proposeUsername('x@example.com', '李'), 'reader')
	assert.equal(proposeUsername(`${'a'.repeat(40)}@example.com`, undefined), 'a'.repeat(24))
})

test('candidates add numbers and stay within 30 characters', () => {
	assert.deepEqual(usernameCandidates('jane', 3), ['jane', 'jane2', 'jane3'])
	for (const candidate of usernameCandidates('a'.repeat(30), 12)) assert.ok(candidate.length <= 30)
})
