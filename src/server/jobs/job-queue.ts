import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { dialectOf } from '../db/database.ts'
import type { Database } from '../db/schema.ts'

export type JobKind = 'send-mail' | 'import' | 'federation' | 'catalogue-import' | 'book-description' | 'book-cover'
export type Job = { id: string; kind: string; payload: string; attempts: number }

const MAX_ATTEMPTS = 6

/** Queues work in the caller's transaction, so the job exists only if the change that asked for it commits. */
export async function enqueue(db: Database, kind: JobKind, payload: object, runAt = new Date()) {
	const now = new Date().toISOString()
	await db
		.insertInto('job')
		.values({
			id: randomUUID(),
			kind,
			payload: JSON.stringify(payload),
			runAt: runAt.toISOString(),
			lockedUntil: null,
			lastError: null,
			failedAt: null,
			createdAt: now,
		})
		.execute()
}

/**
 * Claims one due job for `leaseMs`. If the worker dies, the lease runs out and another server takes the job.
 * On PostgreSQL, FOR UPDATE SKIP LOCKED lets several servers claim different jobs at once without waiting;
 * SQLite has a single writer, so the UPDATE's own re-check of the lease is enough there.
 */
export async function claimNextJob(db: Database, leaseMs = 60_000): Promise<Job | undefined> {
	const now = new Date()
	const nowIso = now.toISOString()
	const lockedUntil = new Date(now.getTime() + leaseMs).toISOString()
	const lock = dialectOf(db) === 'postgres' ? sql`for update skip locked` : sql``
	const { rows } = await sql<Job>`
		update "job" set "lockedUntil" = ${lockedUntil}, "attempts" = "attempts" + 1
		where "id" = (
			select "id" from "job"
			where "runAt" <= ${nowIso} and "failedAt" is null and ("lockedUntil" is null or "lockedUntil" < ${nowIso})
			order by "runAt" limit 1 ${lock}
		)
		and ("lockedUntil" is null or "lockedUntil" < ${nowIso})
		returning "id", "kind", "payload", "attempts"`.execute(db)
	return rows[0]
}

/** Keeps a running job's claim for another `leaseMs`, so a job longer than one lease is not handed out twice. */
export async function renewLease(db: Database, job: Job, leaseMs: number) {
	await db
		.updateTable('job')
		.set({ lockedUntil: new Date(Date.now() + leaseMs).toISOString() })
		.where('id', '=', job.id)
		.execute()
}

export async function completeJob(db: Database, job: Job) {
	await db.deleteFrom('job').where('id', '=', job.id).execute()
}

/** Hands back a job that stopped unfinished with the server: due again at once, and this run not counted as an attempt. */
export async function releaseJob(db: Database, job: Job) {
	await db
		.updateTable('job')
		.set({ lockedUntil: null, attempts: job.attempts - 1 })
		.where('id', '=', job.id)
		.execute()
}

/** Retries with exponential backoff (10 s, 20 s, 40 s, …); after MAX_ATTEMPTS the job is kept as failed. */
export async function failJob(db: Database, job: Job, error: unknown) {
	const now = Date.now()
	const lastError = error instanceof Error ? error.message : String(error)
	const gaveUp = job.attempts >= MAX_ATTEMPTS
	await db
		.updateTable('job')
		.set({
			lockedUntil: null,
			lastError,
			runAt: new Date(now + 10_000 * 2 ** (job.attempts - 1)).toISOString(),
			failedAt: gaveUp ? new Date(now).toISOString() : null,
		})
		.where('id', '=', job.id)
		.execute()
}

/**
 * How many jobs are waiting (due), scheduled (a retry's later time), running (leased) and failed (given up), for
 * /metrics. One pass over a table that holds only unfinished work and the failures kept for the operator.
 */
export async function countJobs(db: Database) {
	const now = new Date().toISOString()
	const free = sql`"failedAt" is null and ("lockedUntil" is null or "lockedUntil" < ${now})`
	const { rows } = await sql<Record<'waiting' | 'scheduled' | 'running' | 'failed', number | string | null>>`
		select
			sum(case when ${free} and "runAt" <= ${now} then 1 else 0 end) as "waiting",
			sum(case when ${free} and "runAt" > ${now} then 1 else 0 end) as "scheduled",
			sum(case when "failedAt" is null and "lockedUntil" >= ${now} then 1 else 0 end) as "running",
			sum(case when "failedAt" is not null then 1 else 0 end) as "failed"
		from "job"`.execute(db)
	const row = rows[0]
	return {
		waiting: Number(row?.waiting ?? 0),
		scheduled: Number(row?.scheduled ?? 0),
		running: Number(row?.running ?? 0),
		failed: Number(row?.failed ?? 0),
	}
}
