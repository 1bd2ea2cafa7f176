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

test('a next path with tabs, line breaks, backslashes or their encodings never leaves the site', () => {
	const corpus = [
		'/%09/evil.example',
		'/%0a/evil.example',
		'/%0D/evil.example',
		'/%5Cevil.example',
		'/%5cevil.example',
		'/%2F/evil.example',
		'/\t/evil.example',
		'/\n/evil.example',
		'/\r/evil.example',
		'\t//evil.example',
		'//evil.example',
		'/\\evil.example',
		'\\/evil.example',
		'/%252F/evil.example',
		'/%',
		' /nav/home',
		'/nav/home\u0000',
	]
	for (const bad of corpus) assert.equal(safeNextPath(bad), '/nav/home', JSON.stringify(bad))
	for (const good of [
		'/nav/home',
		'/nav/search?type=list&q=poetry',
		'/b/dune-frank-herbert#reviews',
		'/nav/search?q=caf%C3%A9',
	]) {
		assert.equal(safeNextPath(good), good)
	}
})
