import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { pathToNul } from './nul-characters.ts'

test('the first string holding a NUL character is named by its path', () => {
	assert.equal(pathToNul({ a: 'ok', b: [1, { c: 'x\u0000' }] }), 'b.1.c')
	assert.equal(pathToNul('\u0000'), 'body')
	assert.equal(pathToNul({ ['na\u0000me']: 1 }), 'name')
	assert.equal(pathToNul({ a: ['fine', null, 3] }), null)
})

test('a NUL character in the address or a JSON body is a 400 naming where it is, on both databases', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	for (const path of ['/api/clubs/%00/invite-link', '/api/books/search?q=a%00b', '/api/lists/%00']) {
		const { status, body } = await ann.client.json(path)
		assert.equal(status, 400, path)
		assert.equal(body.error.message, 'The address must not contain a NUL character (%00)')
	}
	const bad = await ann.client.json('/api/entries', { json: { bookId: 'b\u0000', readOn: '2026-11-01' } })
	assert.equal(bad.status, 400)
	assert.deepEqual(bad.body.error.fields, { bookId: 'bookId must not contain a NUL character' })
})
