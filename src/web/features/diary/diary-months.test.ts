import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { EntryView } from '../../../shared/schemas/entries.ts'
import { dayOfMonth, groupByMonth, longDay, monthLabel, yearFrom } from './diary-months.ts'

const entry = (id: string, readOn: string) => ({ id, readOn }) as EntryView

describe('diary months', () => {
	it('puts entries under their month of reading, in the order they came', () => {
		const months = groupByMonth([
			entry('a', '2026-11-20'),
			entry('b', '2026-11-03'),
			entry('c', '2026-10-31'),
			entry('d', '2025-11-30'),
		])
		assert.deepEqual(
			months.map((m) => [m.label, m.entries.map((e) => e.id)]),
			[
				['November 2026', ['a', 'b']],
				['October 2026', ['c']],
				['November 2025', ['d']],
			],
		)
		assert.deepEqual(groupByMonth([]), [])
	})

	it('writes months and days in en-US whatever the time zone, years below 100 included', () => {
		assert.equal(monthLabel('2026-01'), 'January 2026')
		assert.equal(monthLabel('0050-12'), 'December 50')
		assert.equal(longDay('2026-03-01'), 'March 1, 2026')
		assert.equal(dayOfMonth('2026-03-09'), 9)
	})

	it('reads a year from the query string, or every year when it is not one', () => {
		assert.equal(yearFrom('2025'), 2025)
		for (const raw of [null, '', 'abc', '0', '20255', '-1', '2025.5']) assert.equal(yearFrom(raw), null, String(raw))
	})
})
