import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createVersionedCache } from './versioned-cache.ts'

/** A cache of strings weighing their length, over loads that count their runs and end when the test says so. */
function harness(maxWeight = 100) {
	const loads: { key: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = []
	const cache = createVersionedCache<string>({ maxWeight, weigh: (value) => value.length })
	const get = (key: string, version: number) =>
		cache.get(key, version, () => new Promise<string>((resolve, reject) => loads.push({ key, resolve, reject })))
	/** Gets a value that loads at once (or is held). */
	const settled = async (key: string, version: number, value: string) => {
		const before = loads.length
		const answer = get(key, version)
		if (loads.length > before) loads.at(-1)!.resolve(value)
		return answer
	}
	return { loads, get, settled }
}

test('a value is given out only under the count it was kept under, however recent', async () => {
	const { loads, settled } = harness()
	assert.equal(await settled('book', 3, 'three'), 'three')
	assert.equal(await settled('book', 3, 'unused'), 'three')
	assert.equal(loads.length, 1)
	assert.equal(await settled('book', 4, 'four'), 'four', 'a write moved the count: loaded again')
	assert.equal(loads.length, 2)
	assert.equal(await settled('other', 3, 'other'), 'other', 'each key has its own count')
})

test('requests that read the same count share a load; another count starts its own, and the higher count stays', async () => {
	const { loads, get, settled } = harness()
	const [a, b] = [get('book', 1), get('book', 1)]
	assert.equal(loads.length, 1)
	const c = get('book', 2)
	assert.equal(loads.length, 2, 'a request that read a newer count does not take an older load')
	loads[1]!.resolve('two')
	loads[0]!.resolve('one')
	assert.deepEqual(await Promise.all([a, b, c]), ['one', 'one', 'two'])
	assert.equal(await settled('book', 2, 'unused'), 'two', 'the older load ended last but did not replace the newer')
	assert.equal(loads.length, 2)
})

test('a failed load is not kept: the next request loads again', async () => {
	const { loads, get, settled } = harness()
	const failing = get('book', 1)
	loads[0]!.reject(new Error('database went away'))
	await assert.rejects(Promise.resolve(failing), /database went away/)
	assert.equal(await settled('book', 1, 'back'), 'back')
	assert.equal(loads.length, 2)
})

test('held values stay within the weight: the oldest go first, and a value heavier than all is not kept', async () => {
	const { loads, settled } = harness(10)
	await settled('a', 1, 'aaaa')
	await settled('b', 1, 'bbbb')
	await settled('c', 1, 'cccc')
	assert.equal(loads.length, 3)
	await settled('b', 1, 'unused')
	await settled('c', 1, 'unused')
	assert.equal(loads.length, 3, 'b and c are still held')
	await settled('a', 1, 'aaaa')
	assert.equal(loads.length, 4, 'a went first to make room for c')
	await settled('huge', 1, 'x'.repeat(11))
	await settled('huge', 1, 'x'.repeat(11))
	assert.equal(loads.length, 6, 'too heavy to keep')
	await settled('c', 1, 'unused')
	assert.equal(loads.length, 6, 'and it pushed nothing out')
})
