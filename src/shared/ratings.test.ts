import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
	averageOfHalfStars,
	averageOfHistogram,
	fromHalfStars,
	isValidRating,
	ratingLabel,
	roundToHalf,
	starParts,
	toHalfStars,
} from './ratings.ts'

test('ratings are half steps from 0.5 to 5', () => {
	for (const stars of [0.5, 1, 2.5, 4.5, 5]) assert.equal(isValidRating(stars), true, String(stars))
	for (const stars of [0, -0.5, 0.25, 4.75, 5.5, Number.NaN, Number.POSITIVE_INFINITY])
		assert.equal(isValidRating(stars), false, String(stars))
})

test('half-star storage round-trips every rating', () => {
	for (let half = 1; half <= 10; half++) assert.equal(toHalfStars(fromHalfStars(half) as number), half)
	assert.equal(toHalfStars(4.5), 9)
	assert.equal(fromHalfStars(null), null)
	assert.throws(() => toHalfStars(4.2), RangeError)
})

test('display rounds to the nearest half star', () => {
	assert.equal(roundToHalf(3.74), 3.5)
	assert.equal(roundToHalf(3.75), 4)
	assert.equal(roundToHalf(0.2), 0)
	assert.deepEqual(starParts(4.5), { full: 4, half: 1, empty: 0 })
	assert.deepEqual(starParts(3.3), { full: 3, half: 1, empty: 1 })
	assert.deepEqual(starParts(0), { full: 0, half: 0, empty: 5 })
	assert.deepEqual(starParts(5), { full: 5, half: 0, empty: 0 })
})

test('averages are exact over half-star counts and null without ratings', () => {
	// One 5-star, one 4.5-star and two 1-star ratings: (10 + 9 + 2 + 2) / 4 / 2 = 2.875 → 2.88
	const histogram = [0, 2, 0, 0, 0, 0, 0, 0, 1, 1]
	assert.equal(averageOfHistogram(histogram), 2.88)
	assert.equal(averageOfHalfStars(23, 4), 2.88)
	assert.equal(averageOfHistogram(new Array(10).fill(0)), null)
	assert.equal(averageOfHalfStars(0, 0), null)
})

test('ratings are read out in words', () => {
	assert.equal(ratingLabel(4.5), '4.5 out of 5 stars')
	assert.equal(ratingLabel(1), '1 out of 5 stars')
	assert.equal(ratingLabel(null), 'Not rated')
})
