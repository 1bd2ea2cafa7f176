import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseRemoteQuery } from './remote-handle.ts'

test('a handle, with or without its first @, names a reader and a server; the server is lower-cased', () => {
	for (const text of ['@ann@Books.Example', 'ann@books.example', '  @ann@books.example  '])
		assert.deepEqual(parseRemoteQuery(text), { kind: 'handle', username: 'ann', host: 'books.example' }, text)
	assert.deepEqual(parseRemoteQuery('@ann@127.0.0.1:3232'), { kind: 'handle', username: 'ann', host: '127.0.0.1:3232' })
})

test('an http or https address is looked up as it is; anything else is not a reader elsewhere', () => {
	assert.deepEqual(parseRemoteQuery('https://mastodon.example/@foo'), {
		kind: 'url',
		url: new URL('https://mastodon.example/@foo'),
	})
	for (const text of [
		'ann',
		'@ann',
		'ann@',
		'a b@host',
		'ftp://host/x',
		'javascript:alert(1)',
		'@ann@ho/st',
		'https://',
	])
		assert.equal(parseRemoteQuery(text), null, text)
})
