import assert from 'node:assert/strict'
import { test } from 'node:test'
import { htmlToText, unneutralise } from '../imports/import-values.ts'
import { csvLine, goodreadsStars, neutralise, reviewHtml } from './goodreads-csv.ts'

test('formula-looking cells are neutralised, others are left alone', () => {
	for (const cell of ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])
		assert.equal(neutralise(cell), `'${cell}`)
	for (const cell of ['Dune', '9780441013593', 'a=b', '']) assert.equal(neutralise(cell), cell)
	assert.equal(csvLine(['=1+1', 'say "hi", twice', 'two\nlines']), `'=1+1,"say ""hi"", twice","two\nlines"\r\n`)
})

test('a formula after a separator inside a cell is neutralised too (OWASP CSV injection)', () => {
	const corpus: [string, string][] = [
		['ok;=HYPERLINK("https://evil.example","x")', `ok;'=HYPERLINK("https://evil.example","x")`],
		['ok,=1+1', "ok,'=1+1"],
		['ok\t=1+1', "ok\t'=1+1"],
		['a; +1', "a; '+1"],
		['a;-2;@SUM(A1)', "a;'-2;'@SUM(A1)"],
		['a,\t=cmd', "a,'\t'=cmd"],
		['a;\r=cmd', "a;'\r'=cmd"],
		['first line\n@SUM(A1)', "first line\n'@SUM(A1)"],
		['=1;=2', "'=1;'=2"],
	]
	for (const [cell, safe] of corpus) assert.equal(neutralise(cell), safe, JSON.stringify(cell))
	for (const cell of ['Dune; a novel', 'one, two', 'e=mc2', 'pages 10-20', 'me@example.com', 'x - y'])
		assert.equal(neutralise(cell), cell)
	assert.equal(csvLine(['ok;=HYPERLINK("x")']), `"ok;'=HYPERLINK(""x"")"\r\n`)
	for (const [cell] of corpus)
		assert.equal(unneutralise(neutralise(cell)), cell, 'an import of our own export gets the text back')
})

test('half stars round up to whole Goodreads stars; unrated is 0', () => {
	assert.deepEqual([1, 2, 7, 8, 9, 10, null].map(goodreadsStars), ['1', '1', '4', '4', '5', '5', '0'])
})

test('a review survives the trip through Goodreads HTML', () => {
	const review = 'First <3 & last.\n\nSecond paragraph\nwith a break.'
	assert.equal(reviewHtml(review), 'First &lt;3 &amp; last.<br/><br/>Second paragraph<br/>with a break.')
	assert.equal(htmlToText(reviewHtml(review)), review)
})
