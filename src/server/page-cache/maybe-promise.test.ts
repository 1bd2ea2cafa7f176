import assert from 'node:assert/strict'
import { test } from 'node:test'
import { allMaybe } from './maybe-promise.ts'

test('values at hand stay at hand; a promise among them makes one promise of all, in order', async () => {
	assert.deepEqual(allMaybe([1, 'two', null]), [1, 'two', null])
	const later = allMaybe([1, Promise.resolve('two'), null])
	assert.ok(later instanceof Promise)
	assert.deepEqual(await later, [1, 'two', null])
})
