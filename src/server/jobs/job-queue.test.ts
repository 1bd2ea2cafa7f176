import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { claimNextJob, completeJob, enqueue, failJob } from './job-queue.ts'
import { type JobHandlers, startJobWorker } from './job-worker.ts'

test('a job is handed out once until its lease runs out, then again', async (t) => {
	const { db } = await startTestApp(t, {}, { worker: false })
	await enqueue(db, 'send-mail', { to: 'a@example.com', subject: 's', text: 't' }, new Date(Date.now() - 1000))
	const first = await claimNextJob(db, 60_000)
	assert.equal(first?.attempts, 1)
	assert.equal(await claimNextJob(db), undefined)

	await db
		.updateTable('job')
		.set({ lockedUntil: new Date(Date.now() - 1).toISOString() })
		.execute()
	const second = await claimNextJob(db, 60_000)
	assert.equal(second?.id, first?.id)
	assert.equal(second?.attempts, 2)
	await completeJob(db, second!)
	assert.equal((await db.selectFrom('job').select('id').execute()).length, 0)
})

test('many concurrent claims hand each job to exactly one claimer', async (t) => {
	const { db } = await startTestApp(t, {}, { worker: false })
	for (let i = 0; i < 20; i++) await enqueue(db, 'send-mail', { i }, new Date(Date.now() - 1000))
	const claims = await Promise.all(Array.from({ length: 40 }, () => claimNextJob(db, 60_000)))
	const ids = claims.filter((job) => job !== undefined).map((job) => job.id)
	assert.equal(ids.length, 20)
	assert.equal(new Set(ids).size, 20)
})

test('a failing job is retried later with backoff and kept as failed after its last attempt', async (t) => {
	const { db } = await startTestApp(t, {}, { worker: false })
	await enqueue(db, 'send-mail', {}, new Date(Date.now() - 1000))
	const job = (await claimNextJob(db, 60_000))!
	await failJob(db, job, new Error('SMTP said no'))
	const retry = await db.selectFrom('job').selectAll().executeTakeFirstOrThrow()
	assert.equal(retry.lastError, 'SMTP said no')
	assert.equal(retry.failedAt, null)
	assert.ok(Date.parse(retry.runAt) > Date.now() + 5_000, 'not retried at once')

	await failJob(db, { ...job, attempts: 6 }, new Error('still no'))
	const dead = await db.selectFrom('job').selectAll().executeTakeFirstOrThrow()
	assert.ok(dead.failedAt)
	await db
		.updateTable('job')
		.set({ runAt: new Date(0).toISOString() })
		.execute()
	assert.equal(await claimNextJob(db), undefined, 'a failed job is never claimed again')
})

test('a job that runs longer than its lease is not handed to another server while its worker is alive', async (t) => {
	const { db } = await startTestApp(t, {}, { worker: false })
	let runs = 0
	const handlers = {
		'send-mail': async () => {
			runs++
			await new Promise((resolve) => setTimeout(resolve, 1_200))
		},
	} as Partial<JobHandlers> as JobHandlers
	const worker = startJobWorker(db, handlers, { pollMs: 50, leaseMs: 300 })
	t.after(() => worker.stop())
	await enqueue(db, 'send-mail', {}, new Date(Date.now() - 1000))
	const start = Date.now()
	while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 20))
	// Another server asks for work for four leases' time: the running job is never its to take.
	while (Date.now() - start < 1_100) {
		assert.equal(await claimNextJob(db, 300), undefined)
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
	while ((await db.selectFrom('job').select('id').execute()).length > 0) await new Promise((r) => setTimeout(r, 20))
	assert.equal(runs, 1)
})
