import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { routeOf } from './route-pattern.ts'

describe('the route a client error is reported under', () => {
	it('names each parameter instead of its value', () => {
		assert.equal(routeOf('/club/join/s3cret-Token_1', { token: 's3cret-Token_1' }), '/club/join/:token')
		assert.equal(routeOf('/club/c1/thread/t9', { id: 'c1', threadId: 't9' }), '/club/:id/thread/:threadId')
		assert.equal(routeOf('/u/ann/lists', { username: 'ann' }), '/u/:username/lists')
		assert.equal(routeOf('/nav/lists', {}), '/nav/lists')
	})

	it('matches a value against its segment as the address encodes it', () => {
		assert.equal(routeOf('/book/b%201/caf%C3%A9', { id: 'b 1', slug: 'café' }), '/book/:id/:slug')
		assert.equal(routeOf('/book/%E0%A4%A', { id: '%E0%A4%A' }), '/book/:id')
	})

	it('reports any address of the not-found page as one route', () => {
		assert.equal(routeOf('/no/such/page/with-a-token', { '*': 'no/such/page/with-a-token' }), '/*')
	})
})
