import assert from 'node:assert/strict'
import { test } from 'node:test'
import { periodLabel, starsLabel, statsYearFrom, statsYears, timelineSummary } from './stats-format.ts'

test('the year in the address: a year, all time, or this year for anything else', () => {
	assert.equal(statsYearFrom('2024', 2026), 2024)
	assert.equal(statsYearFrom('all', 2026), null)
	assert.equal(statsYearFrom(null, 2026), 2026)
	assert.equal(statsYearFrom('20x4', 2026), 2026)
	assert.equal(statsYearFrom('0999', 2026), 2026)
})

test('the year filter always offers this year, newest first, without duplicates', () => {
	assert.deepEqual(statsYears([2024, 2021], 2026), [2026, 2024, 2021])
	assert.deepEqual(statsYears([2026, 2025], 2026), [2026, 2025])
	assert.deepEqual(statsYears([], 2026), [2026])
})

test('periods and half stars read as words', () => {
	assert.equal(periodLabel('2025-03'), 'March')
	assert.equal(periodLabel('2025-12', true), 'Dec')
	assert.equal(periodLabel('2019'), '2019')
	assert.deepEqual([0, 1, 2, 8, 9].map(starsLabel), ['½', '1', '1½', '4½', '5'])
})

test('a chart summary names the total and the busiest period, or says there is nothing', () => {
	const points = [
		{ period: '2025-01', value: 1 },
		{ period: '2025-03', value: 3 },
		{ period: '2025-04', value: 3 },
	]
	assert.equal(timelineSummary(points, ['book', 'books']), '7 books in all; the most in March: 3 books.')
	assert.equal(
		timelineSummary([{ period: '2025-01', value: 1 }], ['page', 'pages']),
		'1 page in all; the most in January: 1 page.',
	)
	assert.equal(timelineSummary([{ period: '2025-01', value: 0 }], ['book', 'books']), 'No books in this period.')
})
