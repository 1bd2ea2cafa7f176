import assert from 'node:assert/strict'
import { test } from 'node:test'
import { yieldEvery } from './yield-every.ts'

/** Holds the thread for `ms`, as a synchronous SQLite statement does. */
function busy(ms: number) {
	const end = performance.now() + ms
	while (performance.now() < end);
}

test('long synchronous work gives the event loop a turn once its budget is spent, however many steps run side by side', async () => {
	const pause = yieldEvery(10)
	// Counts the steps run since the event loop last had a turn (a setImmediate that re-arms itself).
	let stepsSinceTurn = 0
	let mostStepsInOneTurn = 0
	let working = true
	const turn = () => {
		stepsSinceTurn = 0
		if (working) setImmediate(turn)
	}
	setImmediate(turn)
	// Four loops at once, as an import matches four rows at a time, each step 2 ms of synchronous work.
	await Promise.all(
		Array.from({ length: 4 }, async () => {
			for (let i = 0; i < 25; i++) {
				await pause()
				busy(2)
				mostStepsInOneTurn = Math.max(mostStepsInOneTurn, ++stepsSinceTurn)
			}
		}),
	)
	working = false
	// 10 ms of budget is five steps of 2 ms; each of the other three loops may have been let through just before
	// the budget ran out and finish its step. Without a shared budget it would be 20 (each loop's own 10 ms).
	// At most 8 steps between turns also means the loop had a turn at least every 8 of the 100 steps.
	assert.ok(mostStepsInOneTurn <= 8, `${mostStepsInOneTurn} steps ran between two turns of the event loop`)
})
