import type { MessageQueue, MessageQueueEnqueueOptions } from '@fedify/fedify'
import type { Database } from '../db/schema.ts'
import { enqueue } from '../jobs/job-queue.ts'

/**
 * Fedify's message queue as rows of our job table (kind 'federation'): the lease hands each delivery or inbox
 * task to exactly one server, and a task survives a restart. The job worker runs it through
 * `federation.processQueuedTask` (federation-job.ts), so listen() has nothing to do. Fedify keeps its own retry
 * schedule (nativeRetrial false): a failed delivery comes back as a new task with a delay, which is its runAt.
 */
export function jobTableQueue(db: Database, mayQueue: (message: unknown) => Promise<boolean>): MessageQueue {
	const delayed = (options?: MessageQueueEnqueueOptions) =>
		new Date(Date.now() + (options?.delay ? options.delay.total('millisecond') : 0))
	return {
		nativeRetrial: false,
		// A task mayQueue refuses (a delivery to a blocked or private address) is dropped: never queued, never sent.
		async enqueue(message: unknown, options?: MessageQueueEnqueueOptions) {
			if (await mayQueue(message)) await enqueue(db, 'federation', message as object, delayed(options))
		},
		async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions) {
			const runAt = delayed(options)
			const allowed: unknown[] = []
			for (const message of messages) if (await mayQueue(message)) allowed.push(message)
			await db.transaction().execute(async (trx) => {
				for (const message of allowed) await enqueue(trx, 'federation', message as object, runAt)
			})
		},
		listen: (_handler, options) =>
			new Promise<void>((resolve) => {
				if (options?.signal?.aborted) resolve()
				options?.signal?.addEventListener('abort', () => resolve(), { once: true })
			}),
	}
}
