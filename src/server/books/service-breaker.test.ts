import assert from 'node:assert/strict'
import { test } from 'node:test'
import { BookServiceError, type BookService } from './book-service.ts'
import { withBreaker } from './service-breaker.ts'

test('a failed service is left alone for the pause, then asked again', async () => {
	let calls = 0
	let failing = true
	const flaky: BookService = {
		name: 'Flaky',
		searchByText: async () => {
			calls++
			if (failing) throw new BookServiceError('Flaky', 'Flaky could not be reached')
			return []
		},
		lookUpIsbn: async () => null,
		fetchById: async () => null,
	}
	let clock = 0
	const service = withBreaker(flaky, 30_000, () => clock)
	await assert.rejects(service.searchByText('x', 5), /could not be reached/)
	clock = 10_000
	await assert.rejects(service.searchByText('x', 5), /Flaky failed a moment ago; asking again in 20 s/)
	assert.equal(calls, 1)
	failing = false
	clock = 30_000
	assert.deepEqual(await service.searchByText('x', 5), [])
	assert.equal(calls, 2)
})
