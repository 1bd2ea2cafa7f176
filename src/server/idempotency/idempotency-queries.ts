import { sql } from 'kysely'
import { dialectOf } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { IDEMPOTENCY_KEY_HOURS } from '../../shared/schemas/idempotency.ts'

export type StoredAnswer = { requestHash: string; status: number; contentType: string | null; body: string }

/** The stored answer for this reader's key, unless it has expired. */
export function findAnswer(db: Database, userId: string, key: string, now: Date): Promise<StoredAnswer | undefined> {
	return db
		.selectFrom('idempotencyKey')
		.select(['requestHash', 'status', 'contentType', 'body'])
		.where('userId', '=', userId)
		.where('key', '=', key)
		.where('expiresAt', '>', now.toISOString())
		.executeTakeFirst()
}

/**
 * Stores the answer in the caller's transaction, first removing the reader's expired keys: that keeps the
 * table to about a day of each reader's writes without a sweeping job, and frees an expired key for reuse.
 */
export async function storeAnswer(
	db: Database,
	row: { userId: string; key: string; request: string; now: Date } & StoredAnswer,
) {
	const { now, ...answer } = row
	await db
		.deleteFrom('idempotencyKey')
		.where('userId', '=', row.userId)
		.where('expiresAt', '<=', now.toISOString())
		.execute()
	const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEY_HOURS * 3_600_000).toISOString()
	await db
		.insertInto('idempotencyKey')
		.values({ ...answer, createdAt: now.toISOString(), expiresAt })
		.execute()
}

/**
 * Claims the key for this transaction across every server of a PostgreSQL deployment: false when another
 * transaction holds it (a request with that key is running elsewhere). The lock goes with the transaction, also
 * when its server dies. One SQLite database has one server, whose own bookkeeping is enough.
 */
export async function claimKey(db: Database, userId: string, key: string): Promise<boolean> {
	if (dialectOf(db) !== 'postgres') return true
	const { rows } = await sql<{
		locked: boolean
	}>`select pg_try_advisory_xact_lock(hashtextextended(${`idempotency\n${userId}\n${key}`}, 0)) as "locked"`.execute(db)
	return rows[0]?.locked === true
}
