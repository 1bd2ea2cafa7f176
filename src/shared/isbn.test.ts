import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
	isValidIsbn10,
	isValidIsbn13,
	isbn10To13,
	isbn13To10,
	normalizeIsbn,
	parseGoodbooksIsbns,
	parseIsbn,
} from './isbn.ts'

test('checksums: valid ISBN-10 and ISBN-13 pass, one wrong digit fails', () => {
	assert.ok(isValidIsbn10('0439023483'))
	assert.ok(isValidIsbn10('080442957X'))
	assert.ok(!isValidIsbn10('0439023484'))
	assert.ok(!isValidIsbn10('04390234'))
	assert.ok(isValidIsbn13('9780439023481'))
	assert.ok(!isValidIsbn13('9780439023482'))
	assert.ok(!isValidIsbn13('1234567890123'), 'an ISBN-13 starts with 978 or 979')
})

test('normalising strips hyphens, spaces and spreadsheet wrappers, and upper-cases x', () => {
	assert.equal(normalizeIsbn('978-0-439-02348-1'), '9780439023481')
	assert.equal(normalizeIsbn(' 0 8044 2957 x '), '080442957X')
	assert.equal(normalizeIsbn('="0439023483"'), '0439023483')
	assert.equal(normalizeIsbn('=""'), '')
})

test('ISBN-10 and ISBN-13 convert both ways; 979 has no ISBN-10', () => {
	assert.equal(isbn10To13('0439023483'), '9780439023481')
	assert.equal(isbn13To10('9780439023481'), '0439023483')
	assert.equal(isbn13To10('9780804429573'), '080442957X')
	assert.equal(isbn13To10('9791032305690'), null)
})

test('parseIsbn gives both forms of any valid spelling, and null for anything else', () => {
	assert.deepEqual(parseIsbn('978-0-439-02348-1'), { isbn10: '0439023483', isbn13: '9780439023481' })
	assert.deepEqual(parseIsbn('0-439-02348-3'), { isbn10: '0439023483', isbn13: '9780439023481' })
	assert.deepEqual(parseIsbn('9791032305690'), { isbn10: null, isbn13: '9791032305690' })
	assert.equal(parseIsbn('harry potter'), null)
	assert.equal(parseIsbn('0439023484'), null)
})

test('goodbooks quirks: lost leading zeros are padded back, float ISBN-13s are rebuilt from the ISBN-10', () => {
	assert.deepEqual(parseGoodbooksIsbns('439023483', '9.78043902348e+12'), {
		isbn10: '0439023483',
		isbn13: '9780439023481',
	})
	assert.deepEqual(parseGoodbooksIsbns('61120081', '9.78006112008e+12'), {
		isbn10: '0061120081',
		isbn13: '9780061120084',
	})
	assert.deepEqual(parseGoodbooksIsbns('', '9780439023481'), { isbn10: '0439023483', isbn13: '9780439023481' })
	assert.equal(parseGoodbooksIsbns('', '9.78043902348e+12'), null, 'a float alone has lost its check digit')
	assert.equal(parseGoodbooksIsbns('', ''), null)
})
