import { createHash } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import {
	IDEMPOTENCY_HEADER,
	IDEMPOTENCY_KEY_PATTERN,
	IDEMPOTENT_REPLAYED_HEADER,
	IdempotencyMessages,
} from '../../shared/schemas/idempotency.ts'
import { ApiError } from '../http/errors.ts'
import type { AppEnv } from '../http/session.ts'
import { claimKey, findAnswer, storeAnswer, type StoredAnswer } from './idempotency-queries.ts'
import type { RequestTransactions } from './request-transaction.ts'

// Sign-in and account settings hand their work to Better Auth, which queries the database itself: inside a
// request transaction it would wait for SQLite's one connection, held by that very transaction. None creates
// anything a retry could double.
const OWN_ACCOUNT = /^\/api\/(v1\/)?(auth|account)(\/|$)/

const field = (message: string) => ({ [IDEMPOTENCY_HEADER]: message })
const invalidKey = () =>
	new ApiError(400, 'invalid_idempotency_key', IdempotencyMessages.invalid, field(IdempotencyMessages.invalid))
const keyInUse = () =>
	new ApiError(409, 'idempotency_key_in_use', IdempotencyMessages.inUse, field(IdempotencyMessages.inUse))
const keyReused = () =>
	new ApiError(422, 'idempotency_key_reused', IdempotencyMessages.reused, field(IdempotencyMessages.reused))

/** Thrown to roll back a request whose answer is not a success; the answer itself goes out as it is. */
class NotStored extends Error {}

/**
 * Idempotency keys on a signed-in reader's POSTs (src/shared/schemas/idempotency.ts says what a client sees).
 * The request runs in one transaction (request-transaction.ts) that also stores its answer, so a write is never
 * committed without the answer a retry needs, nor the answer without the write.
 */
export function idempotencyKeys(transactions: RequestTransactions) {
	// Requests of this server still running, by reader and key; PostgreSQL's advisory lock covers other servers.
	const running = new Set<string>()
	return createMiddleware<AppEnv>(async (c, next) => {
		const key = c.req.header(IDEMPOTENCY_HEADER)
		const user = c.var.user
		if (key === undefined || c.req.method !== 'POST' || !user || OWN_ACCOUNT.test(c.req.path)) return next()
		if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw invalidKey()
		const url = new URL(c.req.url)
		const request = `POST ${url.pathname}${url.search}`
		const requestHash = createHash('sha256')
			.update(`${request}\n`)
			.update(new Uint8Array(await c.req.raw.clone().arrayBuffer()))
			.digest('hex')
		const slot = `${user.id}\n${key}`
		if (running.has(slot)) throw keyInUse()
		running.add(slot)
		try {
			const now = new Date()
			const stored = await findAnswer(transactions.db, user.id, key, now)
			if (stored) return replay(stored, requestHash)
			return await transactions.run(async (trx) => {
				if (!(await claimKey(trx, user.id, key))) throw keyInUse()
				// Another server may have finished this key between the look-up above and the claim.
				const raced = await findAnswer(trx, user.id, key, now)
				if (raced) return replay(raced, requestHash)
				await next()
				if (c.error || c.res.status < 200 || c.res.status > 299) throw new NotStored()
				const answer = {
					requestHash,
					status: c.res.status,
					contentType: c.res.headers.get('content-type'),
					body: await c.res.clone().text(),
				}
				await storeAnswer(trx, { userId: user.id, key, request, now, ...answer })
				return undefined
			})
		} catch (error) {
			if (error instanceof NotStored) return undefined
			throw error
		} finally {
			running.delete(slot)
		}
	})
}

function replay(stored: StoredAnswer, requestHash: string) {
	if (stored.requestHash !== requestHash) throw keyReused()
	const headers = new Headers({ [IDEMPOTENT_REPLAYED_HEADER]: 'true' })
	if (stored.contentType) headers.set('content-type', stored.contentType)
	return new Response(stored.body === '' ? null : stored.body, { status: stored.status, headers })
}
