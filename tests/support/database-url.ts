import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { TestContext } from 'node:test'
import { sql } from 'kysely'
import { openDatabase } from '../../src/server/db/database.ts'
import { dropWhenClosed } from './test-app.ts'

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
	await sql`create database ${sql.id(name)}`.execute(admin)
	t.after(async () => {
		await dropWhenClosed(admin, name)
		await admin.destroy()
	})
	const url = new URL(server)
	url.pathname = `/${name}`
	return url.href
}
