import type { Database } from '../db/schema.ts'
import { claimNextJob, completeJob, failJob, type Job, type JobKind } from './job-queue.ts'

export type JobHandlers = Record<JobKind, (payload: unknown) => Promise<void>>

/**
 * Runs due jobs one at a time until stopped. Polling keeps it database-agnostic; an idle poll is one
 * indexed UPDATE that matches nothing.
 */
export function startJobWorker(db: Database, handlers: JobHandlers, { pollMs = 1000 } = {}) {
	let stopped = false
	let wake: (() => void) | undefined
	const loop = async () => {
		while (!stopped) {
			const job = await claimNextJob(db).catch((error: unknown) => {
				console.error('job worker: could not claim a job', error)
				return undefined
			})
			if (job) await run(db, handlers, job)
			else await new Promise<void>((resolve) => {
				wake = resolve
				setTimeout(resolve, pollMs)
			})
		}
	}
	const done = loop()
	return {
		async stop() {
			stopped = true
			wake?.()
			await done
		},
	}
}

async function run(db: Database, handlers: JobHandlers, job: Job) {
	try {
		const handler = handlers[job.kind as JobKind]
		if (!handler) throw new Error(`No handler for job kind '${job.kind}'`)
		await handler(JSON.parse(job.payload))
		await completeJob(db, job)
	} catch (error) {
		console.error(`job ${job.kind} ${job.id} failed (attempt ${job.attempts})`, error)
		await failJob(db, job, error).catch((e: unknown) => console.error('job worker: could not record a failure', e))
	}
}
