import assert from 'node:assert/strict'
import { test } from 'node:test'
import { normalizeLanguage, normalizePageCount, normalizePublishedDate, splitAuthorList } from './catalog-values.ts'

test('published dates keep the precision the source gave', () => {
	assert.equal(normalizePublishedDate('2012'), '2012')
	assert.equal(normalizePublishedDate('2012-05'), '2012-05')
	assert.equal(normalizePublishedDate('2012-05-03'), '2012-05-03')
	assert.equal(normalizePublishedDate('2008.0'), '2008')
	assert.equal(normalizePublishedDate('March 2, 1998'), '1998-03-02')
	assert.equal(normalizePublishedDate('Oct 1996'), '1996-10')
	assert.equal(normalizePublishedDate('2011-07-07T16:30:28.384311'), '2011-07-07')
	assert.equal(normalizePublishedDate('-560.0'), null)
	assert.equal(normalizePublishedDate(''), null)
	assert.equal(normalizePublishedDate('unknown'), null)
})

test('languages, page counts and author lists', () => {
	assert.equal(normalizeLanguage('en-US'), 'en')
	assert.equal(normalizeLanguage('/languages/fre'), 'fr')
	assert.equal(normalizeLanguage(''), null)
	assert.equal(normalizePageCount(0), null)
	assert.equal(normalizePageCount('491'), 491)
	assert.deepEqual(splitAuthorList('J.K. Rowling, Mary GrandPré'), ['J.K. Rowling', 'Mary GrandPré'])
	assert.deepEqual(splitAuthorList('Martin Luther King, Jr.'), ['Martin Luther King, Jr.'])
})
