import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { sql } from 'kysely'
import {
	type Acknowledged,
	type LiveServer,
	type Reader,
	seededRandom,
	writeUntilStopped,
} from '../../tests/support/crash-clients.ts'
import { newDatabaseUrl } from '../../tests/support/database-url.ts'
import { addBook } from '../../tests/support/reading-factories.ts'
import { startServerProcess } from '../../tests/support/server-process.ts'
import { signUp, TestClient } from '../../tests/support/test-client.ts'
import { dialectOf, isPostgresUrl, openDatabase } from './db/database.ts'
import type { Database } from './db/schema.ts'

// Issue 10, crash safety: readers write through the real server process (src/server/main.ts) while it is killed
// with SIGKILL at random moments and started again each time; every write they saw acknowledged must be there
// exactly once and whole afterwards. CRASH_KILLS sets how many kills (50 in CI, more on demand), CRASH_SEED the
// seed of the writes and the kill times. Runs on SQLite, and on PostgreSQL when TEST_POSTGRES_URL is set.
const KILLS = Number(process.env.CRASH_KILLS ?? 50)
const SEED = Number(process.env.CRASH_SEED ?? 1002)
const WRITERS = 4
const READERS = 7
const BOOKS = 24

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test(`acknowledged writes survive ${KILLS} SIGKILLs of the server, once each and whole`, {
	timeout: 15 * 60_000,
}, async (t) => {
	const folder = mkdtempSync(join(tmpdir(), 'dogear-crash-'))
	t.after(() => rmSync(folder, { recursive: true, force: true }))
	// On SQLite the URL is DATA_DIR's own dogear.sqlite, where the server looks when DATABASE_URL is unset.
	const databaseUrl = await newDatabaseUrl(t, folder, 'dogear.sqlite')
	const env = {
		DATA_DIR: folder,
		AUTH_SECRET: 'one-secret-across-every-restart-of-this-test',
		COVER_HOSTS: 'none',
		...(isPostgresUrl(databaseUrl) ? { DATABASE_URL: databaseUrl } : {}),
	}
	// A start cut short by a signal we did not send (a shared machine's clean-up of stray servers) is tried
	// again; a server that exits by itself, as one that found its database broken would, fails the test.
	let startsCutShort = 0
	const start = async (): Promise<Awaited<ReturnType<typeof startServerProcess>>> =>
		startServerProcess(t, env).catch((error: unknown) => {
			if (!/^the server stopped \(SIG/.test((error as Error).message)) throw error
			startsCutShort++
			return start()
		})
	let running = await start()
	const server: LiveServer = { baseUrl: running.baseUrl, generation: 0, up: Promise.resolve(), gone: false }
	const db = openDatabase(databaseUrl)
	try {
		const bookIds: string[] = []
		for (let i = 0; i < BOOKS; i++) bookIds.push(await addBook(db, `Crash course ${i + 1}`))
		const readers: Reader[] = []
		for (let i = 0; i < READERS; i++) {
			const { client, user, username } = await signUp(new TestClient(running.baseUrl))
			readers.push({
				userId: user.id,
				username,
				cookie: [...client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; '),
			})
		}

		const log: Acknowledged = {
			entries: [],
			lists: [],
			items: [],
			follows: [],
			unexpected: [],
			resent: 0,
			replayed: 0,
			busy: 0,
		}
		let stopping = false
		const writers = readers.slice(0, WRITERS).map((reader, index) =>
			writeUntilStopped({
				server,
				reader,
				others: readers.filter((r) => r !== reader),
				bookIds,
				random: seededRandom(SEED + index + 1),
				log,
				stopping: () => stopping || server.gone,
			}),
		)
		const killTimes = seededRandom(SEED)
		const timing = { start: 0, firstWrite: 0 }
		for (let kill = 0; kill < KILLS; kill++) {
			// Frequent kills rather than long runs: once the new server has acknowledged a write (its first requests
			// open connections and look sessions up), a kill lands anywhere in a stream of short transactions.
			const before = acknowledgedCount(log)
			const waitStart = Date.now()
			for (let waited = 0; acknowledgedCount(log) === before && waited < 3000; waited += 10) await sleep(10)
			timing.firstWrite += Date.now() - waitStart
			await sleep(killTimes() * 200)
			let started = () => {}
			server.up = new Promise<void>((resolve) => (started = resolve))
			await running.crash()
			const startAt = Date.now()
			running = await start()
			timing.start += Date.now() - startAt
			assert.equal((await fetch(new URL('/api/health', running.baseUrl))).status, 200)
			Object.assign(server, { baseUrl: running.baseUrl, generation: server.generation + 1 })
			started()
		}
		stopping = true
		await Promise.all(writers)
		// The last kill too: what is checked is what a crash left behind.
		await running.crash()

		t.diagnostic(
			`${log.entries.length} entries, ${log.lists.length} lists with ${log.items.length} books, ${log.follows.length} follows acknowledged; ${log.resent} requests sent again, ${log.replayed} answers replayed, ${log.busy} 'still running'; ${startsCutShort} starts cut short by others; on average ${Math.round(timing.start / KILLS)} ms to start, ${Math.round(timing.firstWrite / KILLS)} ms to a first write`,
		)
		assert.deepEqual(log.unexpected, [])
		assert.ok(log.resent > 0, 'some requests were cut off by a kill')
		await assertAcknowledgedOnceAndWhole(db, log, readers)
		await assertIntact(db)
	} finally {
		server.gone = true
		await running.stop()
		await db.destroy()
	}
})

const sorted = (values: string[]) => [...values].sort()
const acknowledgedCount = (log: Acknowledged) =>
	log.entries.length + log.lists.length + log.items.length + log.follows.length

/**
 * Read from the database itself: the activity rows, notifications and stored keys that must come with each write
 * are not all visible through the API.
 */
async function assertAcknowledgedOnceAndWhole(db: Database, log: Acknowledged, readers: Reader[]) {
	const userIds = readers.map((r) => r.userId)
	const entries = await db
		.selectFrom('entry')
		.select(['id', 'userId', 'bookId'])
		.where('userId', 'in', userIds)
		.execute()
	assert.deepEqual(
		sorted(entries.map((e) => e.id)),
		sorted(log.entries.map((e) => e.id)),
		'every acknowledged entry, and no other',
	)
	const logged = await db
		.selectFrom('activity')
		.select('entryId')
		.where('kind', '=', 'logged')
		.where('userId', 'in', userIds)
		.execute()
	assert.deepEqual(
		sorted(logged.map((a) => a.entryId ?? '')),
		sorted(log.entries.map((e) => e.id)),
		"each entry's 'logged' activity, once",
	)
	const shelves = await db
		.selectFrom('shelf')
		.select(['userId', 'bookId', 'status'])
		.where('userId', 'in', userIds)
		.execute()
	const shelved = new Map(shelves.map((s) => [`${s.userId} ${s.bookId}`, s.status]))
	for (const entry of log.entries)
		assert.equal(shelved.get(`${entry.userId} ${entry.bookId}`), 'read', `entry ${entry.id} moved its book to 'read'`)

	const lists = await db.selectFrom('list').select('id').where('userId', 'in', userIds).execute()
	assert.deepEqual(
		sorted(lists.map((l) => l.id)),
		sorted(log.lists.map((l) => l.id)),
		'every acknowledged list, and no other',
	)
	const created = await db
		.selectFrom('activity')
		.select('listId')
		.where('kind', '=', 'list_created')
		.where('userId', 'in', userIds)
		.execute()
	assert.deepEqual(
		sorted(created.map((a) => a.listId ?? '')),
		sorted(log.lists.map((l) => l.id)),
		"each list's 'list_created' activity, once",
	)
	const items = await db
		.selectFrom('listItem')
		.select(['listId', 'bookId', 'position'])
		.orderBy('listId')
		.orderBy('position')
		.execute()
	assert.deepEqual(
		sorted(items.map((i) => `${i.listId} ${i.bookId}`)),
		sorted(log.items.map((i) => `${i.listId} ${i.bookId}`)),
		'every acknowledged book on its list, once',
	)
	for (const list of log.lists) {
		const positions = items.filter((i) => i.listId === list.id).map((i) => i.position)
		assert.deepEqual(
			positions,
			positions.map((_, index) => index + 1),
			`list ${list.id} has its books at positions 1…n`,
		)
	}

	const follows = await db
		.selectFrom('follow')
		.select(['followerId', 'followeeId'])
		.where('followerId', 'in', userIds)
		.execute()
	const pairs = log.follows.map((f) => `${f.userId} ${f.followeeId}`)
	assert.deepEqual(
		sorted(follows.map((f) => `${f.followerId} ${f.followeeId}`)),
		sorted(pairs),
		'every acknowledged follow, and no other',
	)
	const told = await db
		.selectFrom('notification')
		.select(['actorId', 'userId'])
		.where('kind', 'in', ['followed', 'follow_requested'])
		.execute()
	assert.deepEqual(
		sorted(told.map((n) => `${n.actorId} ${n.userId}`)),
		sorted(pairs),
		'each follow told its reader, once',
	)
	const followed = await db
		.selectFrom('activity')
		.select(['userId', 'otherUserId'])
		.where('kind', '=', 'followed')
		.execute()
	const accepted = log.follows.filter((f) => f.status === 'accepted').map((f) => `${f.userId} ${f.followeeId}`)
	assert.deepEqual(
		sorted(followed.map((a) => `${a.userId} ${a.otherUserId}`)),
		sorted(accepted),
		"each accepted follow's 'followed' activity, once",
	)

	// Each acknowledged write has its stored answer, naming what was written, and nothing else is stored.
	const keys = await db.selectFrom('idempotencyKey').select(['userId', 'key', 'body']).execute()
	const written = [...log.entries, ...log.lists, ...log.items, ...log.follows].map((w) => `${w.userId} ${w.key}`)
	assert.deepEqual(
		sorted(keys.map((k) => `${k.userId} ${k.key}`)),
		sorted(written),
		'one stored answer per acknowledged write',
	)
	const bodies = new Map(keys.map((k) => [`${k.userId} ${k.key}`, k.body]))
	for (const entry of log.entries)
		assert.ok(bodies.get(`${entry.userId} ${entry.key}`)?.includes(entry.id), `the answer stored for ${entry.key}`)
	for (const list of log.lists)
		assert.ok(bodies.get(`${list.userId} ${list.key}`)?.includes(list.id), `the answer stored for ${list.key}`)
}

/** SQLite's own checks of the file a crash left: structure and foreign keys. */
async function assertIntact(db: Database) {
	if (dialectOf(db) !== 'sqlite') return
	const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)
	assert.deepEqual(integrity.rows, [{ integrity_check: 'ok' }])
	const foreignKeys = await sql`pragma foreign_key_check`.execute(db)
	assert.deepEqual(foreignKeys.rows, [])
}
