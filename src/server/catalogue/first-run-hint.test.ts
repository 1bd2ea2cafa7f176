import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test, type TestContext } from 'node:test'
import { startBookServiceReplay } from '../../../tests/support/book-service-replay.ts'
import { newDatabaseUrl } from '../../../tests/support/database-url.ts'
import { freePort, startServerProcess } from '../../../tests/support/server-process.ts'
import { upsertBook } from '../books/upsert-book.ts'
import { isPostgresUrl, migrateToLatest, openDatabase } from '../db/database.ts'

// `npm start` on an empty catalogue: the real server process (main.ts, bundled) and what it writes to standard
// output. On SQLite, and on PostgreSQL when TEST_POSTGRES_URL is set.
type Line = { level: string; msg: string; bookServices?: { service: string; reachable: boolean }[] }
const linesOf = (output: string) =>
	output
		.split('\n')
		.filter((line) => line.startsWith('{'))
		.map((line) => JSON.parse(line) as Line)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function environment(t: TestContext) {
	const folder = mkdtempSync(join(tmpdir(), 'dogear-first-run-'))
	t.after(() => rmSync(folder, { recursive: true, force: true }))
	const databaseUrl = await newDatabaseUrl(t, folder, 'dogear.sqlite')
	const replay = await startBookServiceReplay(t)
	// Google Books at a port nobody listens on: unreachable, as from a server without internet access.
	const env = {
		DATA_DIR: folder,
		COVER_HOSTS: 'none',
		OPEN_LIBRARY_URL: replay.openLibraryUrl,
		GOOGLE_BOOKS_URL: `http://127.0.0.1:${await freePort()}/books/v1`,
		...(isPostgresUrl(databaseUrl) ? { DATABASE_URL: databaseUrl } : {}),
	}
	return { env, databaseUrl }
}

test('on an empty catalogue the server says in one line how to fill it and which book services it can reach', {
	timeout: 120_000,
}, async (t) => {
	const { env } = await environment(t)
	const server = await startServerProcess(t, env)
	try {
		let line: Line | undefined
		for (let waited = 0; !line && waited < 10_000; waited += 50) {
			line = linesOf(server.output()).find((l) => l.msg.startsWith('The catalogue is empty'))
			if (!line) await sleep(50)
		}
		assert.ok(line, `no first-run line in:\n${server.output()}`)
		assert.equal(line.level, 'warn')
		assert.match(line.msg, /npm run catalog:import -- --format goodbooks <path to books\.csv>/)
		assert.match(line.msg, /goodbooks-10k, https:\/\/github\.com\/zygmuntz\/goodbooks-10k/)
		assert.match(line.msg, /Open Library dump, https:\/\/openlibrary\.org\/developers\/dumps/)
		assert.ok(line.msg.includes(`upload one as an administrator at ${server.baseUrl}/nav/admin/catalogue`))
		assert.match(
			line.msg,
			/Google Books could not be reached; Open Library can be reached\. Until the catalogue is filled, searches find only what Open Library finds\./,
		)
		assert.deepEqual(line.bookServices, [
			{ service: 'Open Library', reachable: true },
			{ service: 'Google Books', reachable: false },
		])
		assert.equal(linesOf(server.output()).filter((l) => l.msg.startsWith('The catalogue is empty')).length, 1)
	} finally {
		await server.stop()
	}
})

test('with books in the catalogue the server says nothing about filling it', { timeout: 120_000 }, async (t) => {
	const { env, databaseUrl } = await environment(t)
	const db = openDatabase(databaseUrl)
	try {
		await migrateToLatest(db)
		await upsertBook(db, {
			title: 'The Left Hand of Darkness',
			identifiers: [{ scheme: 'isbn13', value: '9780441478125' }],
			authors: [{ name: 'Ursula K. Le Guin' }],
			subjects: [],
		})
	} finally {
		await db.destroy()
	}
	const server = await startServerProcess(t, env)
	try {
		// The look at the catalogue is one query right after listening; a moment later it has long been answered.
		await fetch(`${server.baseUrl}/api/health`)
		await sleep(500)
		assert.equal(
			linesOf(server.output()).some((l) => l.msg.startsWith('The catalogue is empty')),
			false,
		)
	} finally {
		await server.stop()
	}
})
