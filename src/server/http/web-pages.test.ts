import assert from 'node:assert/strict'
import { get } from 'node:http'
import { test } from 'node:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { THEME_COOKIE } from '../../shared/theme.ts'
import { htmlEncoding } from './web-pages.ts'

test('pages go as Brotli, else gzip, to browsers that accept them, and as they are otherwise', () => {
	assert.equal(htmlEncoding('gzip, deflate, br, zstd'), 'br')
	assert.equal(htmlEncoding('gzip, deflate'), 'gzip')
	assert.equal(htmlEncoding('br;q=0, gzip;q=0.5'), 'gzip')
	assert.equal(htmlEncoding('BR'), 'br')
	assert.equal(htmlEncoding('gzip;q=0.0, br ; q=0'), null)
	assert.equal(htmlEncoding('identity'), null)
	assert.equal(htmlEncoding(undefined), null)
})

/** The answer's bytes as sent: fetch would undo the compression before we could see it. */
function rawGet(url: URL, acceptEncoding: string) {
	return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
		(resolve, reject) => {
			get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
				const chunks: Buffer[] = []
				res.on('data', (chunk: Buffer) => chunks.push(chunk))
				res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
			}).on('error', reject)
		},
	)
}

test('a page and the not-found page are sent compressed as the browser accepts, varying on Accept-Encoding', async (t) => {
	const { client } = await startTestApp(t)
	const base = client().baseUrl
	const brotli = await rawGet(new URL('/imprint', base), 'gzip, deflate, br')
	assert.equal(brotli.status, 200)
	assert.equal(brotli.headers['content-encoding'], 'br')
	assert.match(String(brotli.headers.vary), /Accept-Encoding/)
	assert.match(String(brotli.headers['content-type']), /^text\/html/)
	assert.match(brotliDecompressSync(brotli.body).toString('utf8'), /<div id="root">/)

	const gzipped = await rawGet(new URL('/no/such/page', base), 'gzip')
	assert.equal(gzipped.status, 404)
	assert.equal(gzipped.headers['content-encoding'], 'gzip')
	assert.match(gunzipSync(gzipped.body).toString('utf8'), /<div id="root">/)

	const plain = await rawGet(new URL('/imprint', base), 'identity')
	assert.equal(plain.headers['content-encoding'], undefined)
	assert.match(plain.body.toString('utf8'), /<div id="root">/)
})

test("the theme chosen in this browser is on every page's first HTML; none, or an unknown one, follows the system", async (t) => {
	const { client } = await startTestApp(t)
	const html = async (path: string, cookie: string) => (await client().request(path, { headers: { cookie } })).text()

	for (const path of ['/imprint', '/login', '/no/such/page'])
		assert.match(await html(path, `${THEME_COOKIE}=dark`), /<html data-theme="dark" lang="en">/, path)
	assert.match(await html('/', `other=1; ${THEME_COOKIE}=light`), /<html data-theme="light" lang="en">/)
	assert.match(await html('/', `${THEME_COOKIE}=neon`), /<html lang="en">/)
	assert.match(await html('/', ''), /<html lang="en">/)
})
