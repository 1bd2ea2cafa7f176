import { createHash, randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TestContext } from 'node:test'
import { sql } from 'kysely'
import { migrateToLatest, openDatabase } from '../../src/server/db/database.ts'
import type { Database } from '../../src/server/db/schema.ts'

/**
 * An empty database that several connections or processes can open: a file in `folder` on SQLite, a throwaway
 * database on the PostgreSQL server of TEST_POSTGRES_URL (dropped after the test).
 */
export async function newDatabaseUrl(
	t: TestContext,
	folder: string,
	fileName = `${randomUUID()}.sqlite`,
): Promise<string> {
	const server = process.env.TEST_POSTGRES_URL
	if (!server) return join(folder, fileName)
	const name = `dogear_test_${randomUUID().replaceAll('-', '')}`
	const admin = openDatabase(server)
	await createTestDatabase(admin, name)
	t.after(async () => {
		await dropTestDatabase(admin, name)
		await admin.destroy()
	})
	const url = new URL(server)
	url.pathname = `/${name}`
	return url.href
}

/**
 * A database on the test PostgreSQL server, committing without waiting for its write-ahead log to reach the disk:
 * each commit otherwise waited several milliseconds for the disk, most of a write test's time. It dies with the
 * test, and a killed app server (crash-safety.test.ts) still loses nothing: only a crash of PostgreSQL itself
 * could drop commits it acknowledged this way. Empty, or a copy of `template`.
 */
export async function createTestDatabase(admin: Database, name: string, template?: string) {
	await (template
		? sql`create database ${sql.id(name)} template ${sql.id(template)}`
		: sql`create database ${sql.id(name)}`
	).execute(admin)
	await sql`alter database ${sql.id(name)} set synchronous_commit = off`.execute(admin)
}

/**
 * A fully migrated test database, copied from a template migrated once for the whole run: migrating costs
 * PostgreSQL about a second (four at a load of 20) and a copy a tenth of that. The template's name holds a hash
 * of the migrations, so a changed migration makes a new one; test processes starting together take turns
 * through an advisory lock, and the first makes it.
 */
export async function createMigratedTestDatabase(admin: Database, serverUrl: string, name: string) {
	const template = `dogear_template_${migrationsHash()}`
	// A session's advisory lock: taken, used and given back on one connection of the pool.
	await admin.connection().execute(async (connection) => {
		await sql`select pg_advisory_lock(${TEMPLATE_LOCK})`.execute(connection)
		try {
			const found = await sql`select 1 from pg_database where datname = ${template}`.execute(connection)
			if (found.rows.length === 0) await makeTemplate(connection, serverUrl, template)
			await createTestDatabase(connection, name, template)
		} finally {
			await sql`select pg_advisory_unlock(${TEMPLATE_LOCK})`.execute(connection)
		}
	})
}

const TEMPLATE_LOCK = 20261128

/** Migrated under a working name and renamed, so a template that exists is complete; older ones are dropped. */
async function makeTemplate(admin: Database, serverUrl: string, template: string) {
	const old = await sql<{
		name: string
	}>`select datname as name from pg_database where datname like 'dogear_template_%'`.execute(admin)
	for (const { name } of old.rows) await dropTestDatabase(admin, name)
	const working = `${template}_making`
	await sql`drop database if exists ${sql.id(working)}`.execute(admin)
	await createTestDatabase(admin, working)
	const url = new URL(serverUrl)
	url.pathname = `/${working}`
	const db = openDatabase(url.href)
	try {
		await migrateToLatest(db)
	} finally {
		await db.destroy()
	}
	for (let attempt = 1; ; attempt++) {
		try {
			await sql`alter database ${sql.id(working)} rename to ${sql.id(template)}`.execute(admin)
			return
		} catch (error) {
			// pool.end() resolves before PostgreSQL has reaped its backends, which may still be on their way out.
			if (attempt === 40) throw error
			await new Promise((resolve) => setTimeout(resolve, 25))
		}
	}
}

/** The migrations as they are now: every file under db/migrations, frozen helpers included. */
function migrationsHash(): string {
	const folder = join(import.meta.dirname, '../../src/server/db/migrations')
	const hash = createHash('sha256')
	for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
		if (!file.endsWith('.ts')) continue
		hash.update(file)
		hash.update(readFileSync(join(folder, file)))
	}
	return hash.digest('hex').slice(0, 16)
}

/**
 * Drops a test's database, ending what is still connected to it: pools keep their connections open once made
 * (db/database.ts), and a pool a test opened after making its database is closed after this hook (node:test runs
 * hooks in the order they were added). A plain drop waits five seconds for each such connection, and then fails.
 */
export async function dropTestDatabase(admin: Database, name: string) {
	await sql`drop database ${sql.id(name)} with (force)`.execute(admin)
}
