import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { gzipSync } from 'node:zlib'
import {
	CATALOGUE_UPLOAD_MAX_BYTES,
	CatalogueImportResponse,
	type CatalogueImportView,
	CatalogueOverview,
	CatalogueServices,
} from '../../shared/schemas/catalogue.ts'
import { startBookServiceReplay } from '../../../tests/support/book-service-replay.ts'
import { newDatabaseUrl } from '../../../tests/support/database-url.ts'
import { freePort } from '../../../tests/support/server-process.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, signUp, type TestClient } from '../../../tests/support/test-client.ts'
import { setUserRole } from '../admin/set-role.ts'
import { isPostgresUrl, openDatabase } from '../db/database.ts'
import { latestCatalogueImport } from './catalogue-queries.ts'

const FIXTURES = resolve(import.meta.dirname, '../../../tests/fixtures/books')
const fixture = (name: string) => readFileSync(join(FIXTURES, name))
const GOODBOOKS_HEADER = readFileSync(join(FIXTURES, 'goodbooks-rows-31-42.csv'), 'utf8').split('\n')[0]!

/** A goodbooks-10k books.csv of `count` made-up books, each with its own Goodreads id. */
const madeUpGoodbooks = (count: number) =>
	[
		GOODBOOKS_HEADER,
		...Array.from(
			{ length: count },
			(_, i) =>
				`${i + 1},${900_000 + i},${900_000 + i},1,1,,,Author ${i % 50},2001.0,Book ${i},Made-up book ${i},eng,4.0,10,10,1,1,1,1,1,1,,`,
		),
	].join('\n')

async function upload(client: TestClient, fields: { format?: string; file?: Uint8Array | string; name?: string }) {
	const form = new FormData()
	if (fields.format !== undefined) form.append('format', fields.format)
	if (fields.file !== undefined)
		form.append(
			'file',
			new Blob([typeof fields.file === 'string' ? fields.file : new Uint8Array(fields.file)]),
			fields.name ?? 'books.csv',
		)
	const cookie = [...client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	const res = await fetch(new URL('/api/admin/catalogue/imports', client.baseUrl), {
		method: 'POST',
		body: form,
		headers: { cookie },
	})
	return { status: res.status, body: (await res.json()) as CatalogueImportResponse & Answer }
}

const overview = async (client: TestClient) => {
	const { status, body } = await client.json('/api/admin/catalogue')
	assert.equal(status, 200)
	return CatalogueOverview.parse(body)
}

/** Polls the page's overview until the latest import has ended, noting every state it was seen in. */
async function untilEnded(client: TestClient) {
	const seen: CatalogueImportView[] = []
	for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(20)) {
		const latest = (await overview(client)).lastImport
		if (latest) seen.push(latest)
		if (latest && (latest.status === 'done' || latest.status === 'failed')) return { latest, seen }
	}
	throw new Error(`the import did not end: ${JSON.stringify(seen.at(-1))}`)
}

async function withAdmin(t: Parameters<typeof startTestApp>[0], env: Record<string, string> = {}) {
	const app = await startTestApp(t, env)
	const admin = await signUp(app.client())
	assert.equal(await setUserRole(app.db, admin.username, 'admin'), true)
	const reader = await signUp(app.client())
	return { ...app, admin, reader }
}

/**
 * An upload the server answers without reading it: it closes the connection with the rest of the 50 MB unread, and
 * on a loaded machine the client can meet the reset before it reads the answer, so it sends it again (three tries).
 */
async function uploadUnread(client: TestClient, file: Uint8Array) {
	for (let attempt = 1; ; attempt++) {
		try {
			return await upload(client, { format: 'goodbooks', file })
		} catch (error) {
			const reset = (error as { cause?: { code?: string } }).cause?.code === 'ECONNRESET'
			if (!reset || attempt === 3) throw error
		}
	}
}

test('the catalogue page and its endpoints answer 404 to readers and visitors, before reading an upload', async (t) => {
	const { client, reader } = await withAdmin(t)
	for (const who of [client(), reader.client]) {
		assert.equal((await who.json('/api/admin/catalogue')).status, 404)
		assert.equal((await who.json('/api/admin/catalogue/services')).status, 404)
		// A body past the upload limit: still the 404, not a 413 that would announce the route.
		const tooBig = await uploadUnread(who, new Uint8Array(CATALOGUE_UPLOAD_MAX_BYTES + 1))
		assert.equal(tooBig.status, 404)
		assert.equal((await upload(who, { format: 'goodbooks', file: fixture('goodbooks-rows-31-42.csv') })).status, 404)
	}
})

test('an uploaded goodbooks books.csv is imported by a job: the latest import shows its counts and who ran it, and the catalogue grows', async (t) => {
	const { admin, dataDir } = await withAdmin(t)
	const before = await overview(admin.client)
	assert.deepEqual(before, { size: { books: 0, editions: 0, authors: 0 }, lastImport: null })

	const started = await upload(admin.client, { format: 'goodbooks', file: fixture('goodbooks-rows-31-42.csv') })
	assert.equal(started.status, 202)
	const queued = CatalogueImportResponse.parse(started.body).import
	assert.equal(queued.format, 'goodbooks')
	assert.equal(queued.fileName, 'books.csv')
	assert.equal(queued.by?.username, admin.username)

	const { latest } = await untilEnded(admin.client)
	assert.equal(latest.status, 'done', latest.error ?? '')
	assert.deepEqual(
		{ total: latest.total, read: latest.read, added: latest.added, updated: latest.updated, skipped: latest.skipped },
		{ total: 12, read: 12, added: 12, updated: 0, skipped: 0 },
	)
	assert.ok(latest.finishedAt)
	const after = await overview(admin.client)
	assert.equal(after.size.books, 12)
	assert.equal(after.size.editions, 12)
	assert.ok(after.size.authors >= 12)
	// The uploaded file is not kept once its books are in.
	assert.deepEqual(readdirSync(join(dataDir, 'uploads', 'catalogue-imports')), [])

	// Again: nothing new, every book unchanged.
	assert.equal(
		(await upload(admin.client, { format: 'goodbooks', file: fixture('goodbooks-rows-31-42.csv') })).status,
		202,
	)
	const again = (await untilEnded(admin.client)).latest
	assert.deepEqual([again.added, again.unchanged], [0, 12])
	assert.equal((await overview(admin.client)).size.books, 12)
})

test('a running import shows its progress (rows done of rows in the file), and a second upload waits for it (409)', async (t) => {
	const { admin } = await withAdmin(t)
	const file = madeUpGoodbooks(2000)
	assert.equal((await upload(admin.client, { format: 'goodbooks', file })).status, 202)
	const second = await upload(admin.client, { format: 'goodbooks', file })
	assert.equal(second.status, 409)
	assert.match(second.body.error.message, /still running/)

	const { latest, seen } = await untilEnded(admin.client)
	assert.equal(latest.status, 'done', latest.error ?? '')
	assert.deepEqual([latest.total, latest.read, latest.added], [2000, 2000, 2000])
	const reads = seen.map((s) => s.read)
	assert.deepEqual(
		reads,
		[...reads].sort((a, b) => a - b),
		'progress only goes forward',
	)
	assert.ok(
		seen.some((s) => s.status === 'running' && s.total === 2000 && s.read > 0 && s.read < 2000),
		`no progress seen between start and end: ${JSON.stringify(seen.map((s) => [s.status, s.read]))}`,
	)
})

test('an Open Library dump uploads as .txt.gz and imports its authors and books', async (t) => {
	const { admin } = await withAdmin(t)
	const dump = gzipSync(fixture('ol-dump-sample.txt'))
	const started = await upload(admin.client, { format: 'openlibrary', file: dump, name: 'ol_dump_sample.txt.gz' })
	assert.equal(started.status, 202)
	const { latest } = await untilEnded(admin.client)
	assert.equal(latest.status, 'done', latest.error ?? '')
	assert.equal(latest.total, 6)
	assert.equal(latest.read, 6)
	assert.ok(latest.added >= 2, `added ${latest.added}`)
	const { size } = await overview(admin.client)
	assert.ok(size.books >= 1 && size.authors >= 1)
})

test('a wrong, empty or oversized upload is a 4xx naming the field, and nothing is queued', async (t) => {
	const { admin } = await withAdmin(t)
	const refused = async (fields: Parameters<typeof upload>[1], status: number, field: string, pattern: RegExp) => {
		const answer = await upload(admin.client, fields)
		assert.equal(answer.status, status, JSON.stringify(answer.body))
		assert.match(answer.body.error.fields?.[field] ?? '', pattern)
	}
	const goodbooks = fixture('goodbooks-rows-31-42.csv')
	await refused({ file: goodbooks }, 400, 'format', /format must be goodbooks .* or openlibrary/)
	await refused({ format: 'calibre', file: goodbooks }, 400, 'format', /format must be goodbooks/)
	await refused({ format: 'goodbooks' }, 400, 'file', /Choose a file/)
	await refused({ format: 'goodbooks', file: '' }, 400, 'file', /file is empty/)
	await refused(
		{ format: 'goodbooks', file: fixture('ol-dump-sample.txt') },
		400,
		'file',
		/not a goodbooks-10k books\.csv/,
	)
	await refused({ format: 'openlibrary', file: goodbooks }, 400, 'file', /not an Open Library dump/)
	await refused({ format: 'openlibrary', file: gzipSync(goodbooks) }, 400, 'file', /not an Open Library dump/)
	await refused(
		{ format: 'openlibrary', file: 'not gzip at all', name: 'dump.txt.gz' },
		400,
		'file',
		/not an Open Library dump/,
	)
	await refused(
		{ format: 'goodbooks', file: new Uint8Array(CATALOGUE_UPLOAD_MAX_BYTES + 1) },
		413,
		'file',
		/larger than 50 MB; import a bigger one on the server with npm run catalog:import/,
	)
	assert.equal((await overview(admin.client)).lastImport, null)
})

test('the services check asks Open Library and Google Books now: the replay server answers, a closed port does not', async (t) => {
	const replay = await startBookServiceReplay(t)
	const closed = `http://127.0.0.1:${await freePort()}`
	const { admin } = await withAdmin(t, {
		OPEN_LIBRARY_URL: replay.openLibraryUrl,
		GOOGLE_BOOKS_URL: `${closed}/books/v1`,
	})
	const { status, body } = await admin.client.json('/api/admin/catalogue/services')
	assert.equal(status, 200)
	assert.deepEqual(CatalogueServices.parse(body).services, [
		{ service: 'Open Library', url: replay.openLibraryUrl, reachable: true, message: null },
		{
			service: 'Google Books',
			url: `${closed}/books/v1`,
			reachable: false,
			message: 'Google Books could not be reached',
		},
	])
	assert.ok(replay.requests.some((r) => r.startsWith('/openlibrary/search.json')))
})

test('an import on the command line is the latest import too, run by nobody in particular', async (t) => {
	const dataDir = mkdtempSync(join(tmpdir(), 'dogear-catalogue-cli-'))
	t.after(() => rmSync(dataDir, { recursive: true, force: true }))
	const databaseUrl = await newDatabaseUrl(t, dataDir, 'dogear.sqlite')
	const run = spawnSync(
		process.execPath,
		[
			'--import',
			'tsx',
			'scripts/catalog-import.ts',
			'--format',
			'goodbooks',
			join(FIXTURES, 'goodbooks-rows-31-42.csv'),
		],
		{
			encoding: 'utf8',
			env: { ...process.env, DATA_DIR: dataDir, ...(isPostgresUrl(databaseUrl) ? { DATABASE_URL: databaseUrl } : {}) },
		},
	)
	assert.equal(run.status, 0, run.stderr)
	const db = openDatabase(databaseUrl)
	try {
		const latest = await latestCatalogueImport(db)
		assert.deepEqual(latest && { ...latest, id: '', createdAt: '', finishedAt: Boolean(latest.finishedAt) }, {
			id: '',
			format: 'goodbooks',
			fileName: 'goodbooks-rows-31-42.csv',
			size: statSync(join(FIXTURES, 'goodbooks-rows-31-42.csv')).size,
			status: 'done',
			total: null,
			read: 12,
			added: 12,
			updated: 0,
			unchanged: 0,
			skipped: 0,
			error: null,
			by: null,
			createdAt: '',
			finishedAt: true,
		})
	} finally {
		await db.destroy()
	}
})
