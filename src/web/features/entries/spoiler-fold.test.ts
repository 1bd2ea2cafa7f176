import assert from 'node:assert/strict'
import { test } from 'node:test'
import { foldsSpoilers } from './spoiler-fold.ts'

test('a review with spoilers is folded for every reader but its writer; one without is never folded', () => {
	assert.equal(foldsSpoilers({ spoilers: true, can: { edit: false } }), true, 'another reader')
	assert.equal(foldsSpoilers({ spoilers: true, can: { edit: true } }), false, 'its writer')
	assert.equal(foldsSpoilers({ spoilers: false, can: { edit: false } }), false)
	assert.equal(foldsSpoilers({ spoilers: false, can: { edit: true } }), false)
})
