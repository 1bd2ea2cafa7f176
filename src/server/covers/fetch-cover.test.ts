import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isAllowedCoverUrl } from './fetch-cover.ts'

test('only the scheme, host and port of a COVER_HOSTS entry may be fetched; *. matches hosts under a domain', () => {
	const origins = ['https://covers.openlibrary.org', 'https://*.us.archive.org', 'http://127.0.0.1:9000']
	for (const url of [
		'https://covers.openlibrary.org/b/id/1-L.jpg',
		'https://ia800100.us.archive.org/x.jpg',
		'http://127.0.0.1:9000/a.png',
	]) {
		assert.equal(isAllowedCoverUrl(url, origins), true, url)
	}
	for (const url of [
		'http://covers.openlibrary.org/b/id/1-L.jpg',
		'https://covers.openlibrary.org:8443/b/id/1-L.jpg',
		'https://covers.openlibrary.org.evil.example/x.jpg',
		'https://evilcovers.openlibrary.org/x.jpg',
		'https://us.archive.org/x.jpg',
		'https://evil-us.archive.org/x.jpg',
		'https://127.0.0.1:9000/a.png',
		'http://127.0.0.1:9001/a.png',
		'not a url',
		'file:///etc/passwd',
	]) {
		assert.equal(isAllowedCoverUrl(url, origins), false, url)
	}
	assert.equal(isAllowedCoverUrl('https://covers.openlibrary.org/x.jpg', []), false)
})
