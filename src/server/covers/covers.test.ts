import assert from 'node:assert/strict'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { test, type TestContext } from 'node:test'
import sharp from 'sharp'
import { startCoverHost } from '../../../tests/support/cover-host.ts'
import { startS3Server } from '../../../tests/support/s3-server.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { upsertBook } from '../books/upsert-book.ts'
import { COVER_MAX_BYTES } from './fetch-cover.ts'
import { coverColour } from './generated-cover.ts'

// Light, where generated covers are all dark: one corner pixel tells them apart.
const PAPER = { r: 0xe8, g: 0xe0, b: 0xc8 }
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: PAPER } })

async function start(t: TestContext, env: Record<string, string> = {}) {
	const host = await startCoverHost(t)
	// The loopback host is plain HTTP, allowed by naming it with its scheme (config.ts, coverHosts).
	const app = await startTestApp(t, { COVER_HOSTS: `covers.openlibrary.org,${host.origin}`, ...env })
	let n = 0
	const addBook = async (coverSourceUrl: string | null, title = 'The Left Hand of Darkness') => {
		const { bookId } = await upsertBook(app.db, {
			title,
			identifiers: [{ scheme: 'goodreads', value: `cover-${++n}` }],
			authors: [{ name: 'Ursula K. Le Guin' }],
			subjects: [],
			coverSourceUrl,
		})
		return bookId
	}
	const cover = async (bookId: string, query = '', headers: Record<string, string> = {}) => {
		const res = await fetch(`${app.baseUrl}/api/covers/${bookId}${query}`, { headers })
		const bytes = Buffer.from(await res.arrayBuffer())
		const meta = res.status === 200 ? await sharp(bytes).metadata() : undefined
		return { res, bytes, meta }
	}
	/** Whether the answer is the generated cover: 2:3, WebP, the book's colour at its corner. */
	const isGenerated = async (bookId: string, bytes: Buffer) => {
		const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
		const hex = coverColour(bookId)
		const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
		const corner = [data[0]!, data[1]!, data[2]!]
		return corner.every((v, i) => Math.abs(v - want[i]!) <= 24) && Math.abs(info.width - (info.height * 2) / 3) <= 1
	}
	const coverRow = (bookId: string) =>
		app.db.selectFrom('bookCover').selectAll().where('bookId', '=', bookId).executeTakeFirst()
	return { ...app, host, addBook, cover, isGenerated, coverRow }
}

test('a JPEG is fetched once, even by concurrent requests, and resized to every height asked for', async (t) => {
	const { host, addBook, cover, dataDir } = await start(t)
	host.image('/b/id/1-L.jpg', await picture(600, 900).jpeg().toBuffer())
	const bookId = await addBook(`${host.origin}/b/id/1-L.jpg`)
	const asks = [
		['?h=100', 100],
		['?h=150', 150],
		['', 200],
		['?h=200&dpr=1', 200],
		['?h=100&dpr=2', 200],
		['?h=150&dpr=2', 300],
		['?h=200&dpr=2', 400],
	] as const
	const answers = await Promise.all(asks.map(([query]) => cover(bookId, query)))
	for (const [i, { res, meta }] of answers.entries()) {
		assert.equal(res.status, 200)
		assert.equal(res.headers.get('content-type'), 'image/webp')
		assert.equal(res.headers.get('cache-control'), 'public, max-age=86400')
		assert.equal(res.headers.get('x-content-type-options'), 'nosniff')
		assert.equal(meta?.format, 'webp')
		// The kept original is 533×800 (the source scaled to 800 px tall), so widths may be a rounding off exact 2:3.
		assert.equal(meta?.height, asks[i]![1])
		assert.ok(Math.abs(meta!.width! - (asks[i]![1] * 2) / 3) <= 1, `width ${meta?.width} at height ${meta?.height}`)
	}
	assert.equal(host.total(), 1)
	const files = await readdir(join(dataDir, 'uploads', 'covers', bookId))
	assert.deepEqual(files.map((f) => f.replace(/^[0-9a-f]{16}-/, '')).sort(), [
		'100.webp',
		'150.webp',
		'200.webp',
		'300.webp',
		'400.webp',
		'original.webp',
	])
	assert.equal((await cover(bookId, '?h=150')).meta?.height, 150)
	assert.equal(host.total(), 1, 'later requests are served from storage')
})

test('a PNG keeps its own aspect ratio, 2× is twice the height, and the ETag answers 304', async (t) => {
	const { host, addBook, cover, isGenerated } = await start(t)
	host.image('/wide.png', await picture(800, 600).png().toBuffer(), 'image/png')
	const bookId = await addBook(`${host.origin}/wide.png`)
	const single = await cover(bookId, '?h=150&dpr=1')
	const double = await cover(bookId, '?h=150&dpr=2')
	assert.deepEqual([single.meta?.width, single.meta?.height], [200, 150])
	assert.deepEqual([double.meta?.width, double.meta?.height], [400, 300])
	assert.equal(await isGenerated(bookId, single.bytes), false)
	const etag = single.res.headers.get('etag')!
	const again = await cover(bookId, '?h=150', { 'if-none-match': `"other", W/${etag}` })
	assert.equal(again.res.status, 304)
	assert.equal(again.res.headers.get('cache-control'), 'public, max-age=86400')
	assert.notEqual(double.res.headers.get('etag'), etag)
})

test('a host not in COVER_HOSTS is never contacted, not even through a redirect', async (t) => {
	const { host, addBook, cover, isGenerated, coverRow } = await start(t)
	const elsewhere = await startCoverHost(t)
	elsewhere.image('/cover.jpg', await picture(600, 900).jpeg().toBuffer())
	const direct = await addBook(`${elsewhere.origin}/cover.jpg`)
	const { res, bytes } = await cover(direct)
	assert.equal(res.status, 200)
	assert.ok(await isGenerated(direct, bytes))
	assert.equal(await coverRow(direct), undefined, 'nothing was fetched, so nothing is remembered')

	host.on('/moved.jpg', (_req, res) => res.writeHead(302, { location: `${elsewhere.origin}/cover.jpg` }).end())
	const redirected = await addBook(`${host.origin}/moved.jpg`)
	assert.ok(await isGenerated(redirected, (await cover(redirected)).bytes))
	assert.equal((await coverRow(redirected))?.failure, 'host_not_allowed')
	assert.equal(elsewhere.total(), 0)
})

test('a redirect to an allowed host is followed', async (t) => {
	const { host, addBook, cover, isGenerated } = await start(t)
	host.image('/archive/1.jpg', await picture(300, 450).jpeg().toBuffer())
	host.on('/b/id/2-L.jpg', (_req, res) => res.writeHead(302, { location: '/archive/1.jpg' }).end())
	const bookId = await addBook(`${host.origin}/b/id/2-L.jpg`)
	const { meta, bytes } = await cover(bookId, '?h=100')
	assert.deepEqual([meta?.width, meta?.height], [67, 100])
	assert.equal(await isGenerated(bookId, bytes), false)
})

/** Asks for each source's cover: every one is the generated cover, its failure is remembered for a day. */
async function assertFailures(app: Awaited<ReturnType<typeof start>>, cases: readonly (readonly [string, string])[]) {
	const { host, addBook, cover, isGenerated, coverRow } = app
	for (const [path, failure] of cases) {
		const bookId = await addBook(`${host.origin}${path}`, `Broken ${path}`)
		const { res, bytes } = await cover(bookId, '?h=150&dpr=2')
		assert.equal(res.status, 200, path)
		assert.ok(await isGenerated(bookId, bytes), path)
		const row = await coverRow(bookId)
		assert.equal(row?.failure, failure, path)
		assert.equal(row?.storageKey, null)
		assert.ok(Date.parse(row!.retryAt!) - Date.now() > 23 * 3600 * 1000, `${path}: retried after about a day`)
		await cover(bookId, '?h=100')
		assert.equal(host.hits(path), 1, `${path} is not fetched again before its retry time`)
	}
}

test('oversize, non-image and missing sources get the generated cover, and are not fetched again for a day', async (t) => {
	// A timeout generous enough for a busy machine to push 5 MB through loopback: these must fail for size.
	const app = await start(t, { COVER_TIMEOUT_MS: '20000' })
	const { host } = app
	const jpeg = await picture(60, 90).jpeg().toBuffer()
	host.image('/declared-huge.jpg', Buffer.concat([jpeg, Buffer.alloc(COVER_MAX_BYTES)]))
	let streamed = 0
	host.on('/endless.jpg', (_req, res) => {
		// No Content-Length: only counting what arrives can stop this one.
		res.writeHead(200, { 'content-type': 'image/jpeg' })
		const chunk = Buffer.concat([jpeg, Buffer.alloc(64 * 1024 - jpeg.length)])
		const pump = () => {
			while (!res.destroyed && res.write(chunk)) streamed += chunk.length
		}
		res.on('drain', pump)
		pump()
	})
	host.image('/page.html', Buffer.from('<!doctype html><title>Not a cover</title>'), 'text/html')
	host.image('/tiny.gif', await picture(1, 1).gif().toBuffer(), 'image/gif')
	host.image('/banner.webp', await picture(2000, 100).webp().toBuffer(), 'image/webp')
	host.image('/truncated.jpg', jpeg.subarray(0, 200))
	host.on('/error.jpg', (_req, res) => res.writeHead(503).end())
	await assertFailures(app, [
		['/declared-huge.jpg', 'too_large'],
		['/endless.jpg', 'too_large'],
		['/page.html', 'not_an_image'],
		['/tiny.gif', 'not_a_cover'],
		['/banner.webp', 'not_a_cover'],
		['/truncated.jpg', 'not_an_image'],
		['/error.jpg', 'status_503'],
		['/gone.jpg', 'status_404'],
	])
	assert.ok(streamed < 4 * COVER_MAX_BYTES, `reading stopped near the limit (${streamed} bytes sent)`)
})

test('a source slower than COVER_TIMEOUT_MS, for its headers or its body, gets the generated cover', async (t) => {
	const app = await start(t, { COVER_TIMEOUT_MS: '300' })
	const jpeg = await picture(60, 90).jpeg().toBuffer()
	app.host.on('/slow.jpg', (_req, res) =>
		setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg), 1500),
	)
	app.host.on('/stalls.jpg', (_req, res) =>
		res.writeHead(200, { 'content-type': 'image/jpeg' }).write(jpeg.subarray(0, 100)),
	)
	await assertFailures(app, [
		['/slow.jpg', 'timeout'],
		['/stalls.jpg', 'timeout'],
	])
})

test('a failed source is fetched again once its retry time has come', async (t) => {
	const { host, addBook, cover, isGenerated, db } = await start(t)
	const bookId = await addBook(`${host.origin}/later.jpg`)
	assert.ok(await isGenerated(bookId, (await cover(bookId)).bytes))
	host.image('/later.jpg', await picture(600, 900).jpeg().toBuffer())
	assert.ok(await isGenerated(bookId, (await cover(bookId)).bytes))
	assert.equal(host.hits('/later.jpg'), 1)
	await db
		.updateTable('bookCover')
		.set({ retryAt: new Date(Date.now() - 1000).toISOString() })
		.where('bookId', '=', bookId)
		.execute()
	assert.equal(await isGenerated(bookId, (await cover(bookId)).bytes), false)
	assert.equal(host.hits('/later.jpg'), 2)
	assert.equal((await cover(bookId, '?h=100')).meta?.height, 100)
	assert.equal(host.hits('/later.jpg'), 2)
})

test('with S3 configured, covers and their sizes go to the bucket, and a wiped bucket means one more fetch', async (t) => {
	const s3 = await startS3Server(t)
	const { host, addBook, cover, isGenerated } = await start(t, s3.env)
	host.image('/s3.jpg', await picture(600, 900).jpeg().toBuffer())
	const bookId = await addBook(`${host.origin}/s3.jpg`)
	const plain = await addBook(null)
	assert.equal((await cover(bookId, '?h=100&dpr=2')).meta?.height, 200)
	assert.equal((await cover(plain, '?h=100')).meta?.height, 100)
	const keys = [...s3.objects.keys()]
	assert.equal(keys.length, 3, keys.join(' '))
	for (const pattern of [
		`covers/${bookId}/[0-9a-f]{16}-original`,
		`covers/${bookId}/[0-9a-f]{16}-200`,
		`covers/${plain}/generated-[0-9a-f]{16}-100`,
	]) {
		assert.ok(
			keys.some((key) => new RegExp(`^${pattern}\\.webp$`).test(key)),
			pattern,
		)
	}
	assert.ok([...s3.objects.values()].every((o) => o.contentType === 'image/webp'))
	s3.objects.clear()
	const again = await cover(bookId, '?h=150')
	assert.equal(await isGenerated(bookId, again.bytes), false)
	assert.equal(again.meta?.height, 150)
	assert.equal(host.hits('/s3.jpg'), 2)
})

test('a book whose source changes gets the new cover, and the old files go', async (t) => {
	const { host, addBook, cover, db, dataDir } = await start(t)
	host.image('/old.jpg', await picture(600, 900).jpeg().toBuffer())
	host.image('/new.png', await picture(900, 600).png().toBuffer(), 'image/png')
	const bookId = await addBook(`${host.origin}/old.jpg`)
	assert.equal((await cover(bookId)).meta?.width, 133)
	const before = await readdir(join(dataDir, 'uploads', 'covers', bookId))
	await db
		.updateTable('book')
		.set({ coverSourceUrl: `${host.origin}/new.png` })
		.where('id', '=', bookId)
		.execute()
	assert.equal((await cover(bookId)).meta?.width, 300)
	const after = await readdir(join(dataDir, 'uploads', 'covers', bookId))
	assert.equal(after.filter((f) => before.includes(f)).length, 0, `old files left: ${after}`)
})

test('a book without a cover gets a generated one: WebP, 2:3, at every size', async (t) => {
	const { addBook, cover, isGenerated, host } = await start(t)
	const bookId = await addBook(
		null,
		'Tom & Jerry\'s <Big> "Adventure" in the Extraordinarily Long-Titled Land of Unending Subtitles',
	)
	for (const [query, width, height] of [
		['?h=100', 67, 100],
		['?h=150', 100, 150],
		['', 133, 200],
		['?h=200&dpr=2', 267, 400],
	] as const) {
		const { res, meta, bytes } = await cover(bookId, query)
		assert.equal(res.status, 200)
		assert.equal(res.headers.get('content-type'), 'image/webp')
		assert.equal(res.headers.get('cache-control'), 'public, max-age=86400')
		assert.equal(res.headers.get('x-content-type-options'), 'nosniff')
		assert.deepEqual([meta?.format, meta?.width, meta?.height], ['webp', width, height], query)
		assert.ok(await isGenerated(bookId, bytes), query)
	}
	assert.equal(host.total(), 0)
})

test('bad sizes are 400s naming the field; an unknown book is a 404', async (t) => {
	const { addBook, cover } = await start(t)
	const bookId = await addBook(null)
	for (const [query, field, message] of [
		['?h=99', 'h', 'h must be 100, 150 or 200'],
		['?h=', 'h', 'h must be 100, 150 or 200'],
		['?h=100.0', 'h', 'h must be 100, 150 or 200'],
		['?dpr=3', 'dpr', 'dpr must be 1 or 2'],
		['?h=150&dpr=1.5', 'dpr', 'dpr must be 1 or 2'],
	] as const) {
		const { res, bytes } = await cover(bookId, query)
		assert.equal(res.status, 400, query)
		assert.match(res.headers.get('content-type') ?? '', /application\/json/)
		const body = JSON.parse(bytes.toString()) as { error: { message: string; fields: Record<string, string> } }
		assert.deepEqual(body.error.fields, { [field]: message }, query)
	}
	const missing = await cover('00000000-0000-4000-8000-000000000000')
	assert.equal(missing.res.status, 404)
	assert.deepEqual(JSON.parse(missing.bytes.toString()), { error: { code: 'not_found', message: 'Book not found' } })
})
