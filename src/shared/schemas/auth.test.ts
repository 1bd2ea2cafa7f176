import assert from 'node:assert/strict'
import { test } from 'node:test'
import { safeNextPath } from './auth.ts'

test('after sign-in, only paths on this site are followed', () => {
	assert.equal(safeNextPath('/nav/diary?month=11'), '/nav/diary?month=11')
	assert.equal(safeNextPath(undefined), '/nav/home')
	for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'nav/home']) {
		assert.equal(safeNextPath(bad), '/nav/home', bad)
	}
})
