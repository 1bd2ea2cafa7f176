import assert from 'node:assert/strict'
import { test } from 'node:test'
import { allMaybe, mapMaybe } from './maybe-promise.ts'

test('values at hand stay at hand; a promise among them makes one promise of all, in order', async () => {
	assert.deepEqual(allMaybe([1, 'two', null]), [1, 'two', null])
	assert.equal(mapMaybe(2, (n) => n * 3), 6)
	const later = allMaybe([1, Promise.resolve('two'), null])
	assert.ok(later instanceof Promise)
	assert.deepEqual(await later, [1, 'two', null])
	const mapped = mapMaybe(Promise.resolve(2), (n) => n * 3)
	assert.ok(mapped instanceof Promise)
	assert.equal(await mapped, 6)
})
