import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test, type TestContext } from 'node:test'
import { sql } from 'kysely'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { newDatabaseUrl } from '../../../tests/support/database-url.ts'
import { migrateToLatest, openDatabase } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { restoreBackup, takeBackup } from './backup.ts'

async function open(t: TestContext, url: string) {
	const db = openDatabase(url)
	t.after(() => db.destroy())
	return db
}

async function addReader(db: Database) {
	const id = randomUUID()
	const at = new Date().toISOString()
	await db
		.insertInto('user')
		.values({
			id,
			name: 'Bea Backup',
			email: `${id}@example.org`,
			emailVerified: 0,
			image: null,
			createdAt: at,
			updatedAt: at,
			username: `bea_${id.slice(0, 8)}`,
			lastLoginAt: null,
		})
		.execute()
	await db.insertInto('profile').values({ userId: id, updatedAt: at }).execute()
	return id
}

/** Starts the writer process and resolves once its first transaction is committed; stop() ends it cleanly. */
async function startWriter(t: TestContext, url: string, userId: string, bookId: string) {
	const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/write-load.ts', url, userId, bookId], {
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
	t.after(() => child.kill('SIGKILL'))
	await new Promise<void>((resolve, reject) => {
		child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('writing') && resolve())
		child.once('exit', (code) => reject(new Error(`the writer stopped early (exit ${code})`)))
	})
	return {
		stop: async () => {
			child.kill('SIGTERM')
			assert.equal(await exited, 0, 'the writer ends cleanly')
		},
	}
}

async function tableNames(db: Database) {
	const tables = await db.introspection.getTables()
	return tables
		.map((table) => table.name)
		.filter((name) => !name.startsWith('kysely_') && !name.startsWith('bookSearch') && name !== 'bookTrigram')
		.sort()
}

/** Every row of every table, as sorted JSON lines: equal means the same data. */
async function contents(db: Database) {
	const all: Record<string, string[]> = {}
	for (const name of await tableNames(db)) {
		const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)
		all[name] = rows.rows.map((row) => JSON.stringify(row)).sort()
	}
	return all
}

test('a backup taken while a writer commits is consistent, and a backup restored holds exactly the live data', async (t) => {
	const folder = mkdtempSync(join(tmpdir(), 'dogear-backup-test-'))
	t.after(() => rmSync(folder, { recursive: true, force: true }))
	const uploadsDir = join(folder, 'uploads')
	mkdirSync(join(uploadsDir, 'pictures'), { recursive: true })
	writeFileSync(join(uploadsDir, 'pictures', 'a-512.webp'), 'picture bytes')

	const liveUrl = await newDatabaseUrl(t, folder)
	const live = await open(t, liveUrl)
	await migrateToLatest(live)
	const readerId = await addReader(live)
	const bookId = await addBook(live, 'Sabriel')
	const writer = await startWriter(t, liveUrl, readerId, bookId)

	// Under load: whatever moment the snapshot caught, every logged read is there with its activity, whole.
	const duringLoad = join(folder, 'during-load')
	await takeBackup({ databaseUrl: liveUrl, uploadsDir }, duringLoad)
	const midUrl = await newDatabaseUrl(t, folder)
	await restoreBackup(duringLoad, { databaseUrl: midUrl, uploadsDir: null })
	const mid = await open(t, midUrl)
	const entries = await mid
		.selectFrom('entry')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.executeTakeFirstOrThrow()
	const logged = await mid
		.selectFrom('activity')
		.innerJoin('entry', 'entry.id', 'activity.entryId')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.where('activity.kind', '=', 'logged')
		.executeTakeFirstOrThrow()
	assert.ok(Number(entries.n) >= 1, 'the snapshot holds the reads committed before it')
	assert.equal(Number(logged.n), Number(entries.n), 'each read in the snapshot has its activity')
	const shelf = await mid.selectFrom('shelf').select('status').where('userId', '=', readerId).executeTakeFirst()
	assert.equal(shelf?.status, 'read')

	await writer.stop()
	const afterLoad = join(folder, 'after-load')
	const manifest = await takeBackup({ databaseUrl: liveUrl, uploadsDir }, afterLoad)
	assert.equal(manifest.uploads, true)
	await assert.rejects(takeBackup({ databaseUrl: liveUrl, uploadsDir }, afterLoad), /exists already/)

	const restoredUrl = await newDatabaseUrl(t, folder)
	const restoredUploads = join(folder, 'restored-uploads')
	await restoreBackup(afterLoad, { databaseUrl: restoredUrl, uploadsDir: restoredUploads })
	const restored = await open(t, restoredUrl)
	assert.deepEqual(await contents(restored), await contents(live))
	assert.ok(
		Number(entries.n) < (await live.selectFrom('entry').select('id').execute()).length,
		'the writer went on after the first backup',
	)
	assert.deepEqual(readdirSync(join(restoredUploads, 'pictures')), ['a-512.webp'])
	await assert.rejects(restoreBackup(folder, { databaseUrl: restoredUrl, uploadsDir: null }), /not a Dogear backup/)
})
