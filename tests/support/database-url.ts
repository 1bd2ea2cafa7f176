import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { TestContext } from 'node:test'
import { sql } from 'kysely'
import { openDatabase } from '../../src/server/db/database.ts'
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
		await dropWhenClosed(admin, name)
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
 * could drop commits it acknowledged this way.
 */
export async function createTestDatabase(admin: Database, name: string) {
	await sql`create database ${sql.id(name)}`.execute(admin)
	await sql`alter database ${sql.id(name)} set synchronous_commit = off`.execute(admin)
}

/** pool.end() resolves before PostgreSQL has reaped the backends; wait for them rather than kill them. */
export async function dropWhenClosed(admin: Database, name: string) {
	for (let attempt = 1; ; attempt++) {
		try {
			await sql`drop database ${sql.id(name)}`.execute(admin)
			return
		} catch (error) {
			if (attempt === 40) throw error
			await new Promise((resolve) => setTimeout(resolve, 25))
		}
	}
}
