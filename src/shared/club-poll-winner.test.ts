import assert from 'node:assert/strict'
import { test } from 'node:test'
import { pollWinner } from './club-poll-winner.ts'

const options = [
	{ bookId: 'a', position: 1 },
	{ bookId: 'b', position: 2 },
	{ bookId: 'c', position: 3 },
]

test('the most votes win; a tie, or no votes at all, goes to the candidate added first', () => {
	assert.equal(
		pollWinner(options, [
			{ bookId: 'c', votes: 2 },
			{ bookId: 'a', votes: 1 },
		]),
		'c',
	)
	assert.equal(
		pollWinner(options, [
			{ bookId: 'c', votes: 2 },
			{ bookId: 'b', votes: 2 },
		]),
		'b',
	)
	assert.equal(
		pollWinner([...options].reverse(), [
			{ bookId: 'c', votes: 1 },
			{ bookId: 'b', votes: 1 },
		]),
		'b',
		'by position, not by the order given',
	)
	assert.equal(pollWinner(options, []), 'a')
	assert.equal(pollWinner([], []), null)
})
