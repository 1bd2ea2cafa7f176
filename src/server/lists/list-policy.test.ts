import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ListMessages } from '../../shared/schemas/lists.ts'
import { addProblem, isSameBooks, maxItemsProblem, visibilityChangeProblem } from './list-policy.ts'

test('the limit may be raised, or lowered to the books on the list but not below', () => {
	assert.equal(maxItemsProblem(500, 3), null)
	assert.equal(maxItemsProblem(3, 3), null)
	assert.equal(maxItemsProblem(2, 3), 'This list has 3 books: its limit cannot be lower')
	assert.equal(maxItemsProblem(0, 1), 'This list has 1 book: its limit cannot be lower')
})

test('a book fits while the list holds fewer than its limit, and the refusal names the limit', () => {
	assert.equal(addProblem(19, 20), null)
	assert.equal(addProblem(20, 20), ListMessages.full(20))
	assert.match(ListMessages.full(20), /at most 20 books/)
})

test('a hidden list keeps its visibility; other lists and other fields change freely', () => {
	const hidden = { hiddenAt: '2026-11-01T00:00:00.000Z', visibility: 'private' }
	assert.equal(visibilityChangeProblem(hidden, 'public'), ListMessages.hidden)
	assert.equal(visibilityChangeProblem(hidden, 'private'), null, 'the same visibility is no change')
	assert.equal(visibilityChangeProblem(hidden, undefined), null)
	assert.equal(visibilityChangeProblem({ hiddenAt: null, visibility: 'private' }, 'public'), null)
})

test('a new order names every book on the list exactly once', () => {
	assert.equal(isSameBooks(['a', 'b', 'c'], ['c', 'a', 'b']), true)
	assert.equal(isSameBooks([], []), true)
	assert.equal(isSameBooks(['a', 'b', 'c'], ['a', 'b']), false, 'one left out')
	assert.equal(isSameBooks(['a', 'b'], ['a', 'a']), false, 'one twice')
	assert.equal(isSameBooks(['a', 'b'], ['a', 'x']), false, 'one not on the list')
})
