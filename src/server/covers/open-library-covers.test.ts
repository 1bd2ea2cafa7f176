import assert from 'node:assert/strict'
import { test, type TestContext } from 'node:test'
import sharp from 'sharp'
import { BookResponse } from '../../shared/schemas/books.ts'
import { sharedData, startBookServiceReplay } from '../../../tests/support/book-service-replay.ts'
import { startCoverHost } from '../../../tests/support/cover-host.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import type { Identifier } from '../books/book-queries.ts'
import { upsertBook } from '../books/upsert-book.ts'
import { enqueue } from '../jobs/job-queue.ts'
import { COVER_LOOKUP } from '../books/ask-for-cover.ts'

// Light, where generated covers are all dark: one corner pixel tells them apart.
const PAPER = { r: 0xe8, g: 0xe0, b: 0xc8 }
const jpeg = () =>
	sharp({ create: { width: 180, height: 270, channels: 3, background: PAPER } })
		.jpeg()
		.toBuffer()
// Open Library's record of Sabriel (../shared/data) lists covers 6796986 and 3843137.
const SABRIEL_COVER = '/b/id/6796986-L.jpg'

async function start(t: TestContext, identifiers: Identifier[]) {
	const replay = await startBookServiceReplay(t)
	const covers = await startCoverHost(t)
	// COVER_HOSTS names only Open Library's real host: the covers mirror's origin is allowed by OPEN_LIBRARY_COVERS_URL.
	const app = await startTestApp(t, {
		...replay.env(),
		OPEN_LIBRARY_COVERS_URL: covers.origin,
		COVER_HOSTS: 'covers.openlibrary.org',
	})
	const { bookId } = await upsertBook(app.db, {
		title: 'Sabriel',
		identifiers,
		authors: [{ name: 'Garth Nix' }],
		subjects: [],
	})
	const view = async () => {
		const { status, body } = await app.client().json<unknown>(`/api/books/${bookId}`)
		assert.equal(status, 200, JSON.stringify(body))
		return BookResponse.parse(body).book
	}
	/** The cover at 200 px as the page asks for it, and whether it is the fetched one (light) or generated (dark). */
	const cover = async (version: string) => {
		const res = await fetch(`${app.baseUrl}/api/covers/${bookId}?h=200&v=${version}`)
		assert.equal(res.status, 200)
		const { data } = await sharp(Buffer.from(await res.arrayBuffer()))
			.raw()
			.toBuffer({ resolveWithObject: true })
		return data[0]! > 0xc0 ? 'fetched' : 'generated'
	}
	const row = () => app.db.selectFrom('bookCover').selectAll().where('bookId', '=', bookId).executeTakeFirst()
	const jobs = () => app.db.selectFrom('job').select(['kind', 'failedAt']).execute()
	return { ...app, replay, covers, bookId, view, cover, row, jobs }
}

async function eventually<T>(look: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
	for (let waited = 0; ; waited += 50) {
		const value = await look()
		if (done(value) || waited > 10_000) return value
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
}

test("a book without a cover gets Open Library's by its cover id in the background, fetched once and served from here", async (t) => {
	if (!sharedData(t, 'open-library/api/works_OL15832982W.json')) return
	const app = await start(t, [{ scheme: 'olWork', value: 'OL15832982W' }])
	app.covers.image(SABRIEL_COVER, await jpeg())
	const first = await app.view()
	assert.equal(await app.cover(first.coverVersion), 'generated', 'the reader is not kept waiting for Open Library')

	await eventually(app.row, (row) => Boolean(row?.storageKey))
	const later = await app.view()
	assert.notEqual(later.coverVersion, first.coverVersion, "the cover's address changes once it is found")
	assert.equal(await app.cover(later.coverVersion), 'fetched')
	assert.ok(app.replay.requests.includes('/openlibrary/works/OL15832982W.json'), app.replay.requests.join(' '))
	assert.equal(app.covers.hits(SABRIEL_COVER), 1)
	assert.deepEqual(await app.jobs(), [])
	const row = await app.row()
	assert.equal(row?.sourceUrl, `${app.covers.origin}${SABRIEL_COVER}`)
	assert.ok(row?.storageKey)

	for (const h of [100, 150]) await fetch(`${app.baseUrl}/api/covers/${app.bookId}?h=${h}&dpr=2`)
	await app.view()
	assert.equal(app.covers.total(), 1, 'the cover is fetched once, whatever size is asked for')
	assert.deepEqual(await app.jobs(), [], 'a book with a cover is not looked up again')
})

test("a book known only by its ISBN gets the covers service's cover for that ISBN", async (t) => {
	const app = await start(t, [{ scheme: 'isbn13', value: '9780060273224' }])
	const path = '/b/isbn/9780060273224-L.jpg?default=false'
	app.covers.image(path, await jpeg())
	await app.view()
	await eventually(app.row, (row) => Boolean(row?.storageKey))
	assert.equal(await app.cover((await app.view()).coverVersion), 'fetched')
	assert.equal(app.covers.hits(path), 1)
})

test("an edition's cover goes through the same pipeline: the book takes it, served from here", async (t) => {
	const app = await start(t, [{ scheme: 'isbn13', value: '9780060273224' }])
	const path = '/editions/sabriel-1995.jpg'
	app.covers.image(path, await jpeg())
	await app.db
		.updateTable('edition')
		.set({ coverSourceUrl: `${app.covers.origin}${path}` })
		.where('bookId', '=', app.bookId)
		.execute()
	await app.view()
	await eventually(app.row, (row) => Boolean(row?.storageKey))
	assert.equal(await app.cover((await app.view()).coverVersion), 'fetched')
	assert.equal(app.covers.hits(path), 1)
	assert.equal(app.covers.hits('/b/isbn/9780060273224-L.jpg?default=false'), 0, 'the covers service is not asked')
})

test('a cover Open Library lacks is remembered: not asked again before its retry time, which doubles after each failure', async (t) => {
	if (!sharedData(t, 'open-library/api/works_OL15832982W.json')) return
	const app = await start(t, [
		{ scheme: 'olWork', value: 'OL15832982W' },
		{ scheme: 'isbn13', value: '9780060273224' },
	])
	await app.view()
	const failed = await eventually(app.row, (row) => row?.attempts === 1)
	assert.deepEqual([failed?.sourceUrl, failed?.failure, failed?.storageKey], [COVER_LOOKUP, 'status_404', null])
	const days = (row: typeof failed) => Math.round((Date.parse(row!.retryAt!) - Date.parse(row!.fetchedAt)) / 86_400_000)
	assert.equal(days(failed), 1)
	assert.equal(app.covers.hits(SABRIEL_COVER), 1)
	assert.equal(app.covers.hits('/b/isbn/9780060273224-L.jpg?default=false'), 1, 'the ISBN is tried after the cover id')
	assert.deepEqual(await app.jobs(), [], 'no failed job is left to retry and log')
	assert.equal(await app.cover((await app.view()).coverVersion), 'generated', 'the book keeps its generated cover')

	// Its retry time comes, and a view an hour later queues it again (as askForCover does): it fails again, and waits twice as long.
	await app.db
		.updateTable('bookCover')
		.set({ retryAt: new Date(Date.now() - 1000).toISOString() })
		.execute()
	await enqueue(app.db, 'book-cover', { bookId: app.bookId })
	const twice = await eventually(app.row, (row) => row?.attempts === 2)
	assert.equal(days(twice), 2)
	assert.equal(app.covers.hits(SABRIEL_COVER), 2)
})

test('while Open Library cannot be reached, the failure is remembered and no job is left failing', async (t) => {
	const app = await start(t, [{ scheme: 'olWork', value: 'OL15832982W' }])
	app.replay.misbehave('/openlibrary/works/OL15832982W.json', { status: 503 })
	await app.view()
	const failed = await eventually(app.row, (row) => row?.attempts === 1)
	assert.deepEqual([failed?.sourceUrl, failed?.failure], [COVER_LOOKUP, 'unreachable'])
	assert.deepEqual(await app.jobs(), [])
	assert.equal(app.covers.total(), 0)
})
