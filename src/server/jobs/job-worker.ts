import type { Database } from '../db/schema.ts'
import { log } from '../ops/log.ts'
import { claimNextJob, completeJob, failJob, releaseJob, renewLease, type Job, type JobKind } from './job-queue.ts'

/**
 * A job kind's work. `stopping` is aborted when the server stops: a long job (an import) ends at its next step
 * with the signal's reason, leaving what it wrote whole, and runs again from there on the next start; a short
 * one (a mail) just finishes.
 */
export type JobHandlers = Record<JobKind, (payload: unknown, stopping: AbortSignal) => Promise<void>>

/**
 * Runs due jobs one at a time until stopped. Polling keeps it database-agnostic; an idle poll is one
 * indexed UPDATE that matches nothing. stop() claims no more and resolves once the running job has ended.
 * A running job's lease is renewed every third of `leaseMs`: an import or a catalogue upload can take minutes,
 * and another server must not take it while this one is still at it, only once this one has died.
 */
export function startJobWorker(db: Database, handlers: JobHandlers, { pollMs = 1000, leaseMs = 60_000 } = {}) {
	const stopping = new AbortController()
	let wake: (() => void) | undefined
	const loop = async () => {
		while (!stopping.signal.aborted) {
			const job = await claimNextJob(db, leaseMs).catch((error: unknown) => {
				log.error({ err: error }, 'job worker: could not claim a job')
				return undefined
			})
			if (job) await run(db, handlers, job, stopping.signal, leaseMs)
			else
				await new Promise<void>((resolve) => {
					wake = resolve
					setTimeout(resolve, pollMs)
				})
		}
	}
	const done = loop()
	return {
		async stop() {
			stopping.abort()
			wake?.()
			await done
		},
	}
}

async function run(db: Database, handlers: JobHandlers, job: Job, stopping: AbortSignal, leaseMs: number) {
	const renewing = setInterval(() => {
		renewLease(db, job, leaseMs).catch((e: unknown) => log.error({ err: e }, 'job worker: could not renew a lease'))
	}, leaseMs / 3)
	try {
		const handler = handlers[job.kind as JobKind]
		if (!handler) throw new Error(`No handler for job kind '${job.kind}'`)
		await handler(JSON.parse(job.payload), stopping)
		await completeJob(db, job)
	} catch (error) {
		if (stopping.aborted && error === stopping.reason) {
			log.info(`job ${job.kind} ${job.id} stopped with the server; it goes on at the next start`)
			await releaseJob(db, job).catch((e: unknown) => log.error({ err: e }, 'job worker: could not hand a job back'))
			return
		}
		log.error({ err: error }, `job ${job.kind} ${job.id} failed (attempt ${job.attempts})`)
		await failJob(db, job, error).catch((e: unknown) => log.error({ err: e }, 'job worker: could not record a failure'))
	} finally {
		clearInterval(renewing)
	}
}
