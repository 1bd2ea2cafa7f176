import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { changedFieldsText } from './activity-words.ts'

describe('activity words', () => {
	it("names an edit's changed fields in plain words", () => {
		assert.equal(changedFieldsText(['rating']), 'rating')
		assert.equal(changedFieldsText(['rating', 'review']), 'rating and review')
		assert.equal(changedFieldsText(['readOn', 'liked', 'visibility']), 'date read, like and who can see it')
	})

	it('says nothing for no names or names it does not know', () => {
		assert.equal(changedFieldsText(undefined), '')
		assert.equal(changedFieldsText([]), '')
		assert.equal(changedFieldsText(['somethingNew']), '')
	})
})
