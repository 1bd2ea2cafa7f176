import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { nothingFound } from './search-words.ts'

describe('what an empty book search says', () => {
	it('names the services that could not be reached', () => {
		assert.equal(
			nothingFound([
				{ service: 'Open Library', message: 'Open Library could not be reached', reason: 'failed' },
				{ service: 'Google Books', message: 'Google Books did not answer within 8000 ms', reason: 'failed' },
			]),
			'Nothing in this server’s catalogue matches, and Open Library and Google Books cannot be reached from this server right now.',
		)
		assert.equal(
			nothingFound([{ service: 'Google Books', message: 'Google Books answered 500', reason: 'failed' }]),
			'Nothing in this server’s catalogue matches, and Google Books cannot be reached from this server right now.',
		)
	})

	it('says when the services were asked and found nothing either', () => {
		assert.equal(
			nothingFound([]),
			'Nothing in this server’s catalogue matches, and Open Library and Google Books found nothing either.',
		)
	})

	it('says when the services were not asked this time', () => {
		const message = 'Not asked: too many searches from your address reached other catalogues; try again in a minute'
		assert.equal(
			nothingFound([
				{ service: 'Open Library', message, reason: 'not-asked' },
				{ service: 'Google Books', message, reason: 'not-asked' },
			]),
			'Nothing in this server’s catalogue matches, and Open Library and Google Books were not asked this time.',
		)
	})
})
