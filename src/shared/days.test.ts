import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isCalendarDay, latestToday, localToday } from './days.ts'

test('calendar days are real days from year 1', () => {
	for (const day of ['2024-02-29', '0001-01-01', '1999-12-31', '2026-11-21'])
		assert.equal(isCalendarDay(day), true, day)
	for (const day of [
		'2023-02-29',
		'0000-01-01',
		'2024-13-01',
		'2024-04-31',
		'2024-1-5',
		'24-01-05',
		'2024-01-05T00:00',
		'',
	]) {
		assert.equal(isCalendarDay(day), false, day)
	}
})

test('today is the latest day anywhere on Earth', () => {
	assert.equal(latestToday(new Date('2026-11-21T09:59:59Z')), '2026-11-21')
	assert.equal(latestToday(new Date('2026-11-21T10:00:00Z')), '2026-11-22')
	assert.match(localToday(), /^\d{4}-\d{2}-\d{2}$/)
})

test("today in a named time zone is that zone's calendar day", () => {
	const lateInLondon = new Date('2026-11-27T23:30:00Z')
	assert.equal(localToday(lateInLondon, 'UTC'), '2026-11-27')
	assert.equal(localToday(lateInLondon, 'Asia/Tokyo'), '2026-11-28')
	assert.equal(localToday(new Date('2026-01-01T03:00:00Z'), 'America/Los_Angeles'), '2025-12-31')
})
