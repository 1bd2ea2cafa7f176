import assert from 'node:assert/strict'
import { test } from 'node:test'
import { dayOfYear, goalProgress } from './reading-goal.ts'

const books = (target: number) => ({ year: 2026, unit: 'books' as const, target })

test('day of year counts January 1 as 1 and knows leap years', () => {
	assert.equal(dayOfYear('2026-01-01'), 1)
	assert.equal(dayOfYear('2026-02-01'), 32)
	assert.equal(dayOfYear('2026-12-31'), 365)
	assert.equal(dayOfYear('2024-12-31'), 366)
	assert.equal(dayOfYear('2024-03-01'), 61)
})

test('ahead and behind are measured against an even schedule over the year', () => {
	// July 1, 2026 is day 182: 40 × 182 / 365 = 19.95 books by then.
	assert.equal(goalProgress(books(40), 23, '2026-07-01').text, '23 of 40 books, 3 ahead of schedule')
	assert.equal(goalProgress(books(40), 17, '2026-07-01').text, '17 of 40 books, 3 behind schedule')
	assert.equal(goalProgress(books(40), 20, '2026-07-01').text, '20 of 40 books, on schedule')
	const ahead = goalProgress(books(40), 23, '2026-07-01')
	assert.deepEqual([ahead.schedule, ahead.difference, ahead.percent], ['ahead', 3, 57])
	// The difference rounds to the nearest whole book: 19 is 0.95 behind, so 1 behind.
	assert.equal(goalProgress(books(40), 19, '2026-07-01').text, '19 of 40 books, 1 behind schedule')
})

test('pages use thousands separators; one book is singular', () => {
	const pages = { year: 2026, unit: 'pages' as const, target: 10_000 }
	// Day 100: 10,000 × 100 / 365 = 2,739.7 pages expected.
	assert.equal(goalProgress(pages, 3_000, '2026-04-10').text, '3,000 of 10,000 pages, 260 ahead of schedule')
	// 0.27 of a book expected: nearer none than one, so on schedule.
	assert.equal(goalProgress(books(1), 0, '2026-04-10').text, '0 of 1 book, on schedule')
})

test('a reached goal says so, even before the year ends; past and future years are not on a schedule', () => {
	assert.equal(goalProgress(books(10), 12, '2026-03-01').text, '12 of 10 books, goal reached')
	assert.equal(goalProgress(books(10), 12, '2026-03-01').percent, 100)
	assert.equal(goalProgress({ ...books(40), year: 2025 }, 31, '2026-03-01').text, '31 of 40 books, 9 short of the goal')
	assert.equal(
		goalProgress({ ...books(40), year: 2027 }, 0, '2026-03-01').text,
		'0 of 40 books, the year has not begun',
	)
})

test('on the last day of the year the whole target is expected', () => {
	assert.equal(goalProgress(books(40), 39, '2026-12-31').text, '39 of 40 books, 1 behind schedule')
})
