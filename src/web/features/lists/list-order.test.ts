import assert from 'node:assert/strict'
import { test } from 'node:test'
import { moveTo } from './list-order.ts'

test('a book moves to its new place and the others close up around it', () => {
	assert.deepEqual(moveTo(['a', 'b', 'c', 'd'], 0, 2), ['b', 'c', 'a', 'd'])
	assert.deepEqual(moveTo(['a', 'b', 'c', 'd'], 3, 0), ['d', 'a', 'b', 'c'])
	assert.deepEqual(moveTo(['a', 'b', 'c'], 1, 1), ['a', 'b', 'c'])
	assert.deepEqual(moveTo(['a', 'b', 'c'], 2, 9), ['a', 'b', 'c'], 'past the end stays last')
	assert.deepEqual(moveTo(['a', 'b', 'c'], 0, -1), ['a', 'b', 'c'], 'before the start stays first')
	assert.deepEqual(moveTo(['a'], 5, 0), ['a'], 'no such place: unchanged')
})
