import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createRefreshingCache } from './popular-cache.ts'

/** A cache over a computation that counts its runs and finishes only when the test says so. */
function harness() {
	const clock = { now: 1_000, generation: 0 }
	const runs: { resolve: (value: number) => void; reject: (error: Error) => void }[] = []
	const get = createRefreshingCache(() => new Promise<number>((resolve, reject) => runs.push({ resolve, reject })), {
		ttlMs: 60_000,
		minRefreshMs: 2_000,
		generation: () => clock.generation,
		now: () => clock.now,
	})
	const settle = () => new Promise((resolve) => setImmediate(resolve))
	return { clock, runs, get, settle }
}

test('requests during a computation share it, and the answer is kept until it expires', async () => {
	const { clock, runs, get, settle } = harness()
	const [a, b] = [get(), get()]
	await settle()
	assert.equal(runs.length, 1)
	runs[0]?.resolve(7)
	assert.deepEqual(await Promise.all([a, b]), [7, 7])
	clock.now += 59_999
	assert.equal(await get(), 7)
	assert.equal(runs.length, 1)
	clock.now += 1
	const c = get()
	await settle()
	assert.equal(runs.length, 2, 'a minute on, it is computed again')
	runs[1]?.resolve(8)
	assert.equal(await c, 8)
})

test('a write recomputes at once for its writer, but never two computations at the same time', async () => {
	const { clock, runs, get, settle } = harness()
	const first = get()
	await settle()
	clock.generation++
	const second = get(clock.generation)
	await settle()
	assert.equal(runs.length, 1, 'the writer waits for the running one')
	runs[0]?.resolve(1)
	assert.equal(await first, 1)
	await settle()
	assert.equal(runs.length, 2, 'then computes again, since it started before the write')
	const third = get(clock.generation)
	runs[1]?.resolve(2)
	assert.deepEqual([await second, await third], [2, 2])
	assert.equal(await get(), 2)
	assert.equal(runs.length, 2)
})

test('after a write, other readers get the kept answer until the refresh interval has passed, then a fresh one', async () => {
	const { clock, runs, get, settle } = harness()
	const first = get()
	await settle()
	runs[0]?.resolve(1)
	assert.equal(await first, 1)
	clock.generation++
	clock.now += 1_999
	assert.equal(await get(), 1, 'a stream of writes does not recompute for every request')
	assert.equal(runs.length, 1)
	clock.now += 1
	const fresh = get()
	await settle()
	assert.equal(runs.length, 2)
	runs[1]?.resolve(2)
	assert.equal(await fresh, 2)
	assert.equal(await get(), 2)
})

test('a failed computation is not kept: the next request tries again', async () => {
	const { runs, get, settle } = harness()
	const failing = get()
	await settle()
	runs[0]?.reject(new Error('database away'))
	await assert.rejects(failing, /database away/)
	const retry = get()
	await settle()
	assert.equal(runs.length, 2)
	runs[1]?.resolve(3)
	assert.equal(await retry, 3)
})
