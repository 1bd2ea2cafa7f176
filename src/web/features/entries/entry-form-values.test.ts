import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { changedFields, entryFields, newEntryValues, reviewCharacters } from './entry-form-values.ts'

describe('entry form values', () => {
	it('starts a log on the given day with no rating, flags off and the chosen visibility', () => {
		assert.deepEqual(newEntryValues('2026-11-21', 'friends'), {
			readOn: '2026-11-21',
			startedOn: '',
			rating: null,
			liked: false,
			reread: false,
			spoilers: false,
			review: '',
			visibility: 'friends',
		})
	})

	it('sends an empty start date as none', () => {
		assert.equal(entryFields(newEntryValues('2026-11-21', 'public')).startedOn, null)
		assert.equal(
			entryFields({ ...newEntryValues('2026-11-21', 'public'), startedOn: '2026-11-01' }).startedOn,
			'2026-11-01',
		)
	})

	it('lists only the fields an edit changed, with their new values', () => {
		const saved = { ...newEntryValues('2026-11-21', 'public'), rating: 4.5, review: 'Good.\n\nVery good.' }
		assert.deepEqual(changedFields(saved, saved), {})
		assert.deepEqual(changedFields(saved, { ...saved, rating: null, spoilers: true }), { rating: null, spoilers: true })
		assert.deepEqual(changedFields({ ...saved, startedOn: '2026-11-02' }, saved), { startedOn: null })
	})

	it('sees no change in a review that differs only in trailing space or line-break style', () => {
		const saved = { ...newEntryValues('2026-11-21', 'public'), review: 'Good.\n\nVery good.' }
		assert.deepEqual(changedFields(saved, { ...saved, review: 'Good.\r\n\r\nVery good.  \n' }), {})
		assert.deepEqual(changedFields(saved, { ...saved, review: 'Good.\n\nVery good!' }), {
			review: 'Good.\n\nVery good!',
		})
	})

	it('counts review characters as the server does', () => {
		assert.equal(reviewCharacters('  a\r\nb  '), 3)
		assert.equal(reviewCharacters('📚📚'), 2)
	})
})
