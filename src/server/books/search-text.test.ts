import assert from 'node:assert/strict'
import { test } from 'node:test'
import { foldText, searchTerms, typoScore, wordSimilarity } from './search-text.ts'

test('folding removes case and accents, including letters Unicode does not decompose', () => {
	assert.equal(foldText('Brontë'), 'bronte')
	assert.equal(foldText('Søren Kierkegaard'), 'soren kierkegaard')
	assert.equal(foldText('STRAßE Łódź'), 'strasse lodz')
})

test('query terms are letters and digits only, at most eight', () => {
	assert.deepEqual(searchTerms('"Harry" *Potter* OR NEAR(x)'), ['harry', 'potter', 'or', 'near', 'x'])
	assert.equal(searchTerms('a b c d e f g h i j').length, 8)
	assert.deepEqual(searchTerms(' -- '), [])
})

test('trigram similarity as pg_trgm computes it', () => {
	assert.equal(wordSimilarity('potter', 'potter'), 1)
	assert.equal(wordSimilarity('poter', 'potter'), 5 / 8)
	assert.ok(typoScore(['hary', 'poter'], "Harry Potter and the Sorcerer's Stone J.K. Rowling") > 0.55)
	assert.ok(typoScore(['hary', 'poter'], 'The Hunger Games Suzanne Collins') < 0.3)
})
