import assert from 'node:assert/strict'
import { test } from 'node:test'
import { describeUserAgent } from './device-name.ts'

test('sessions are named by browser and system, with nothing invented when the user agent says little', () => {
	const android =
		'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
	assert.deepEqual(describeUserAgent(android), {
		label: 'Chrome on Android',
		browser: 'Chrome',
		os: 'Android',
		device: 'mobile',
	})
	const ipad =
		'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
	assert.equal(describeUserAgent(ipad).device, 'tablet')
	for (const nothing of [null, '', '   ', 'node']) {
		assert.deepEqual(
			describeUserAgent(nothing),
			{ label: 'Unknown browser', browser: null, os: null, device: 'other' },
			String(nothing),
		)
	}
})
