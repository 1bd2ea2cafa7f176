import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isbnIdentifiers } from './add-book.ts'
import { patchValues } from './patch-values.ts'

test('the form edits the year alone: a stored date keeps its month and day while its year is unchanged', () => {
	assert.deepEqual(patchValues({ year: 1937 }, '1937-09-21'), { publishedDate: '1937-09-21' })
	assert.deepEqual(patchValues({ year: 1938 }, '1937-09-21'), { publishedDate: '1938' })
	assert.deepEqual(patchValues({ year: null }, '1937'), { publishedDate: null })
	assert.deepEqual(patchValues({ title: 'Dune' }, '1965'), { title: 'Dune' }, 'no year, no date')
})

test('an ISBN in any writing is both its forms; a 979 ISBN has no ISBN-10', () => {
	assert.deepEqual(isbnIdentifiers('0-261-10221-4'), [
		{ scheme: 'isbn13', value: '9780261102217' },
		{ scheme: 'isbn10', value: '0261102214' },
	])
	assert.deepEqual(isbnIdentifiers('979-10-90636-07-1'), [{ scheme: 'isbn13', value: '9791090636071' }])
	assert.deepEqual(isbnIdentifiers(''), [])
})
