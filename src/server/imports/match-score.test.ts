import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ACCEPT_CONFIDENCE, authorScore, disagree, matchConfidence, titleScore } from './match-score.ts'

test('titles: the same words, a missing subtitle, different books', () => {
	assert.equal(titleScore('The Hobbit', 'the hobbit'), 1)
	assert.equal(titleScore('Today I Wrote Nothing: The Selected Writings', 'Today I Wrote Nothing'), 0.9)
	assert.equal(titleScore('Brontë', 'Bronte'), 1)
	assert.ok(titleScore('The Hobbit', 'The Silmarillion') < 0.5)
	assert.equal(titleScore('', 'Anything'), 0)
})

test('authors match by surname, however initials are written', () => {
	assert.equal(authorScore(['J. R. R. Tolkien'], ['J.R.R. Tolkien']), 1)
	assert.equal(authorScore(['Frank Herbert'], ['Brian Herbert', 'Kevin J. Anderson']), 1)
	assert.equal(authorScore(['Frank Herbert'], ['Ursula K. Le Guin']), 0)
})

test('a wrong author or a different title stays below the acceptance threshold', () => {
	assert.equal(
		matchConfidence({ title: 'Dune', authors: ['Frank Herbert'] }, { title: 'Dune', authors: ['Frank Herbert'] }),
		1,
	)
	assert.ok(
		matchConfidence({ title: 'Dune', authors: ['Frank Herbert'] }, { title: 'Dune', authors: ['Someone Else'] }) <
			ACCEPT_CONFIDENCE,
	)
	assert.ok(
		matchConfidence(
			{ title: 'Dune Messiah', authors: ['Frank Herbert'] },
			{ title: 'Dune', authors: ['Frank Herbert'] },
		) < ACCEPT_CONFIDENCE,
	)
	assert.equal(matchConfidence({ title: 'Dune', authors: [] }, { title: 'Dune', authors: ['Frank Herbert'] }), 0.8)
})

test('a book found by an identifier is another book only when its title and its authors both disagree', () => {
	const row = { title: 'The Paris Wife', authors: ['Paula McLain'] }
	assert.equal(disagree(row, { title: 'Starcrossed', authors: ['Josephine Angelini'] }), true)
	assert.equal(disagree(row, { title: 'The Paris Wife: A Novel', authors: ['Someone Else'] }), false)
	assert.equal(disagree(row, { title: 'La femme de Paris', authors: ['Paula McLain'] }), false)
	assert.equal(
		disagree(
			{ title: '1Q84', authors: ['Haruki Murakami'] },
			{ title: '1Q84 BOOK 1', authors: ['村上 春樹', 'Haruki Murakami'] },
		),
		false,
	)
})
