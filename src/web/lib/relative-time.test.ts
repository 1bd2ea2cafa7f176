import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { relativeTime } from './relative-time.ts'

describe('relative time', () => {
	const now = new Date('2026-11-21T12:00:00Z')
	const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()

	it('says how long ago within the last week', () => {
		assert.equal(relativeTime(ago(20_000), now), 'just now')
		assert.equal(relativeTime(ago(60_000), now), '1 minute ago')
		assert.equal(relativeTime(ago(59 * 60_000), now), '59 minutes ago')
		assert.equal(relativeTime(ago(3 * 3_600_000), now), '3 hours ago')
		assert.equal(relativeTime(ago(30 * 3_600_000), now), 'yesterday')
		assert.equal(relativeTime(ago(6 * 86_400_000), now), '6 days ago')
	})

	it('gives the en-US date from a week on, and treats a clock slightly ahead as now', () => {
		assert.equal(relativeTime('2026-03-05T12:00:00Z', now), 'March 5, 2026')
		assert.equal(relativeTime(ago(-5_000), now), 'just now')
	})

	it('writes an older date in the time zone it is given', () => {
		assert.equal(relativeTime('2026-03-05T23:30:00Z', now, 'UTC'), 'March 5, 2026')
		assert.equal(relativeTime('2026-03-05T23:30:00Z', now, 'Asia/Tokyo'), 'March 6, 2026')
	})
})
