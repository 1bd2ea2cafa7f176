import assert from 'node:assert/strict'
import { test } from 'node:test'
import { coverRetryAt } from './cover-retry.ts'

test('a failed cover waits a day, then twice as long after each failure in a row, at most 32 days', () => {
	const now = new Date('2026-11-28T12:00:00.000Z')
	const days = (attempts: number) => (Date.parse(coverRetryAt(now, attempts)) - now.getTime()) / 86_400_000
	assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 20].map(days), [1, 2, 4, 8, 16, 32, 32, 32])
})
