import assert from 'node:assert/strict'
import { createReadStream } from 'node:fs'
import { test } from 'node:test'
import { sharedData } from '../../../tests/support/book-service-replay.ts'
import { csvRecords } from './csv-rows.ts'
import { parseSeriesLabel, splitSeriesFromTitle } from './series-title.ts'

const split = (title: string) => {
	const s = splitSeriesFromTitle(title)
	return [s.title, s.seriesName, s.seriesNumber]
}

test('Goodreads titles give up their series, as goodbooks-10k writes them', () => {
	assert.deepEqual(split('The Hunger Games (The Hunger Games, #1)'), ['The Hunger Games', 'The Hunger Games', '1'])
	assert.deepEqual(split('Catching Fire (The Hunger Games, #2)'), ['Catching Fire', 'The Hunger Games', '2'])
	assert.deepEqual(split('The Color of Magic (Discworld, #1; Rincewind #1)'), ['The Color of Magic', 'Discworld', '1'])
	assert.deepEqual(split('The Colour of Magic / The Light Fantastic (Discworld, #1-2)'), [
		'The Colour of Magic / The Light Fantastic',
		'Discworld',
		'1-2',
	])
	assert.deepEqual(split('Four: A Divergent Story Collection (Divergent, #0.1 - 0.4)'), [
		'Four: A Divergent Story Collection',
		'Divergent',
		'0.1-0.4',
	])
	assert.deepEqual(split('The Oedipus Cycle (The Theban Plays, #1–3)'), [
		'The Oedipus Cycle',
		'The Theban Plays',
		'1-3',
	])
	assert.deepEqual(split('Kiss of Midnight (Midnight Breed, #0.5)')[2], '0.5')
	assert.deepEqual(split('A Storm of Swords: Blood and Gold (A Song of Ice and Fire, #3: Part 2 of 2)'), [
		'A Storm of Swords: Blood and Gold',
		'A Song of Ice and Fire',
		'3',
	])
	assert.deepEqual(split('Dreams and Dust (A Song of Ice and Fire #5, Part 1 of 2)'), [
		'Dreams and Dust',
		'A Song of Ice and Fire',
		'5',
	])
	assert.deepEqual(split('Ranma ½, Vol. 1 (Ranma ½ (US 2nd), #1)'), ['Ranma ½, Vol. 1', 'Ranma ½ (US 2nd)', '1'])
	assert.deepEqual(split('One Thousand White Women (One Thousand White Women#1)'), [
		'One Thousand White Women',
		'One Thousand White Women',
		'1',
	])
	assert.deepEqual(split('Judy Moody (Judy Moody, # 1)'), ['Judy Moody', 'Judy Moody', '1'])
	assert.deepEqual(split('Moonlight Mile (Kenzie & Gennaro,#6)'), ['Moonlight Mile', 'Kenzie & Gennaro', '6'])
})

test('a title without a numbered series stays whole', () => {
	assert.deepEqual(split('To Kill a Mockingbird'), ['To Kill a Mockingbird', null, null])
	assert.deepEqual(split('The Firm (Penguin Readers, Level 5)'), ['The Firm (Penguin Readers, Level 5)', null, null])
	assert.deepEqual(split('(Discworld, #1)'), ['(Discworld, #1)', null, null], 'nothing would be left of the title')
	assert.deepEqual(split('We Need to Talk About #Kevin (Notes)'), ['We Need to Talk About #Kevin (Notes)', null, null])
})

test("Open Library's series labels", () => {
	const label = (raw: string) => Object.values(parseSeriesLabel(raw))
	assert.deepEqual(label('The Hunger Games, #1'), ['The Hunger Games', '1'])
	assert.deepEqual(label('Discworld series ; 4'), ['Discworld', '4'])
	assert.deepEqual(label('Harry Potter (Scholastic) ; bk. 2'), ['Harry Potter (Scholastic)', '2'])
	assert.deepEqual(label('Penguin classics'), ['Penguin classics', null])
	assert.deepEqual(label('  '), [null, null])
})

test('every numbered goodbooks-10k title splits into a title, a series without a position and a number', async (t) => {
	const path = sharedData(t, 'catalog/goodbooks-10k/books.csv')
	if (!path) return
	let numbered = 0
	for await (const row of csvRecords(createReadStream(path).setEncoding('utf8'))) {
		if (!/\([^()]*#[^()]*\)\s*$/.test(row.title!)) continue
		numbered++
		const { title, seriesName, seriesNumber } = splitSeriesFromTitle(row.title!)
		assert.ok(title, row.title)
		assert.ok(seriesName && !/[#;]/.test(seriesName), `${row.title} → ${seriesName}`)
		assert.match(seriesNumber ?? '', /^\d+(\.\d+)?(-\d+(\.\d+)?)?$/, row.title)
	}
	assert.ok(numbered > 4400, `${numbered} titles with a numbered series`)
})
