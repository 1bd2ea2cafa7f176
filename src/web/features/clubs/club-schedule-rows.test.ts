import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { ClubSectionView } from '../../../shared/schemas/club-schedule.ts'
import { addDays, nextRowDefaults, sectionRows, threadsLost } from './club-schedule-rows.ts'

const sections: ClubSectionView[] = [
	{ id: 's1', position: 1, title: 'Chapters 1–5', startPage: 1, endPage: 50, dueOn: '2026-12-28', threadCount: 0 },
	{ id: 's2', position: 2, title: 'Chapters 6–10', startPage: 51, endPage: 120, dueOn: '2027-01-04', threadCount: 3 },
]

test('a new section is due a week after the one before, or a week from today for the first', () => {
	const rows = sectionRows(sections)
	assert.deepEqual(rows[1], { key: 's2', id: 's2', title: 'Chapters 6–10', endPage: '120', dueOn: '2027-01-04' })
	assert.equal(nextRowDefaults(rows, '2026-11-01').dueOn, '2027-01-11')
	assert.equal(nextRowDefaults([], '2026-12-30').dueOn, '2027-01-06')
	assert.equal(
		nextRowDefaults([{ ...rows[0]!, dueOn: '' }], '2026-12-30').dueOn,
		'2027-01-06',
		'a date being typed is no base',
	)
	assert.notEqual(nextRowDefaults([], '2026-12-30').key, nextRowDefaults([], '2026-12-30').key)
	assert.equal(addDays('2028-02-28', 1), '2028-02-29')
})

test('removing a saved section with threads is noticed; one without threads is not', () => {
	const rows = sectionRows(sections)
	assert.deepEqual(threadsLost(sections, rows), [])
	assert.deepEqual(threadsLost(sections, [rows[1]!]), [])
	assert.deepEqual(
		threadsLost(sections, [rows[0]!]).map((s) => s.id),
		['s2'],
	)
})
