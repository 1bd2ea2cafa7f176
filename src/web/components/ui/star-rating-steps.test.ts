import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ratingAfterKey, ratingAtFraction } from './star-rating-steps.ts'

describe('star input steps', () => {
	it('reads the left half of a star as its half, the right half as the whole star', () => {
		assert.equal(ratingAtFraction(0), 0.5)
		assert.equal(ratingAtFraction(0.05), 0.5)
		assert.equal(ratingAtFraction(0.11), 1)
		assert.equal(ratingAtFraction(0.85), 4.5)
		assert.equal(ratingAtFraction(0.95), 5)
		assert.equal(ratingAtFraction(1), 5)
	})

	it('keeps pointers outside the row (a drag past either end) at the ends', () => {
		assert.equal(ratingAtFraction(-0.3), 0.5)
		assert.equal(ratingAtFraction(1.4), 5)
	})

	it('steps half a star with the arrows and a whole star with Page Up and Down, within 0.5 to 5', () => {
		assert.equal(ratingAfterKey(null, 'ArrowRight'), 0.5)
		assert.equal(ratingAfterKey(4, 'ArrowUp'), 4.5)
		assert.equal(ratingAfterKey(5, 'ArrowRight'), 5)
		assert.equal(ratingAfterKey(4.5, 'ArrowLeft'), 4)
		assert.equal(ratingAfterKey(0.5, 'ArrowDown'), 0.5)
		assert.equal(ratingAfterKey(3, 'PageUp'), 4)
		assert.equal(ratingAfterKey(4.5, 'PageUp'), 5)
		assert.equal(ratingAfterKey(1, 'PageDown'), 0.5)
	})

	it('leaves no rating alone when stepping down, and clears with Delete or Backspace', () => {
		assert.equal(ratingAfterKey(null, 'ArrowLeft'), null)
		assert.equal(ratingAfterKey(null, 'PageDown'), null)
		assert.equal(ratingAfterKey(3.5, 'Delete'), null)
		assert.equal(ratingAfterKey(3.5, 'Backspace'), null)
	})

	it('goes to the ends with Home and End, and ignores other keys', () => {
		assert.equal(ratingAfterKey(3, 'Home'), 0.5)
		assert.equal(ratingAfterKey(null, 'End'), 5)
		assert.equal(ratingAfterKey(3, 'Tab'), undefined)
		assert.equal(ratingAfterKey(3, 'a'), undefined)
	})
})
