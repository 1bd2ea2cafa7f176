import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
	describeIdentifiers,
	formatLifeDates,
	formatPublishedDate,
	formatSeries,
	languageName,
	publishedYear,
} from './book-format.ts'

describe('book formatting', () => {
	it('writes a published date with the precision it has', () => {
		assert.equal(formatPublishedDate('2012'), '2012')
		assert.equal(formatPublishedDate('2012-03'), 'March 2012')
		assert.equal(formatPublishedDate('2012-03-05'), 'March 5, 2012')
		assert.equal(formatPublishedDate('0850-01'), 'January 850')
		assert.equal(publishedYear('0850-01-02'), '850')
	})

	it('names the series and the language', () => {
		assert.equal(formatSeries({ name: 'The Hunger Games', number: '3' }), 'Book 3 of The Hunger Games')
		assert.equal(formatSeries({ name: 'Discworld', number: null }), 'Part of Discworld')
		assert.equal(languageName('en'), 'English')
		assert.equal(languageName('pt-BR'), 'Brazilian Portuguese')
		assert.equal(languageName('not a code'), 'not a code')
	})

	it('labels identifiers in a fixed order and links the services that issued them', () => {
		const described = describeIdentifiers([
			{ scheme: 'goodreads', value: '5907' },
			{ scheme: 'isbn10', value: '0618260307' },
			{ scheme: 'isbn13', value: '9780618260300' },
		])
		assert.deepEqual(
			described.map((d) => [d.label, d.value, d.href]),
			[
				['ISBN-13', '9780618260300', null],
				['ISBN-10', '0618260307', null],
				['Goodreads', '5907', 'https://www.goodreads.com/book/show/5907'],
			],
		)
	})

	it("writes an author's life dates as the source gave them", () => {
		assert.equal(formatLifeDates('3 January 1892', '2 September 1973'), '3 January 1892 – 2 September 1973')
		assert.equal(formatLifeDates('1965-07-31', null), 'Born July 31, 1965')
		assert.equal(formatLifeDates(null, '1973'), 'Died 1973')
		assert.equal(formatLifeDates(null, null), null)
	})
})
