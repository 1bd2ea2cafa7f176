import assert from 'node:assert/strict'
import { test } from 'node:test'
import { bucketLabel, countOf, progressLabel } from './reading-format.ts'

test('progress reads as page of pages with the share rounded, or as the page or percentage given', () => {
	assert.equal(progressLabel({ page: 120, percent: null }, 304), 'Page 120 of 304 · 39%')
	assert.equal(progressLabel({ page: 304, percent: null }, 304), 'Page 304 of 304 · 100%')
	assert.equal(progressLabel({ page: 0, percent: null }, 304), 'Page 0 of 304 · 0%')
	assert.equal(progressLabel({ page: 120, percent: null }, null), 'Page 120')
	assert.equal(progressLabel({ page: null, percent: 42 }, 304), '42%')
})

test('counts say one or many', () => {
	assert.equal(countOf(1, 'rating', 'ratings'), '1 rating')
	assert.equal(countOf(0, 'rating', 'ratings'), '0 ratings')
	assert.equal(countOf(1204, 'read this week', 'reads this week'), '1,204 reads this week')
})

test('histogram buckets are named in half stars', () => {
	assert.deepEqual([0, 1, 2, 8, 9].map(bucketLabel), ['½ star', '1 star', '1½ stars', '4½ stars', '5 stars'])
})
