import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { ApiError } from './errors.ts'

export type RateRule = { key: string; limit: number; windowMs: number }

/**
 * Counts one attempt against each rule and throws a 429 with Retry-After when any is over its limit.
 * Counters live in the database so every app server shares them (fixed windows: simple, and the
 * worst case of 2x the limit across a window edge is fine for slowing down password guessing).
 */
export async function enforceRateLimits(db: Database, rules: RateRule[], now = new Date()) {
	let retryAfterMs = 0
	for (const rule of rules) {
		const { count, resetAt } = await countAttempt(db, rule, now)
		if (count > rule.limit) retryAfterMs = Math.max(retryAfterMs, Date.parse(resetAt) - now.getTime())
	}
	if (retryAfterMs > 0) {
		const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
		const minutes = Math.ceil(seconds / 60)
		throw new ApiError(
			429,
			'rate_limited',
			`Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
			undefined,
			{ 'Retry-After': String(seconds) },
		)
	}
}

/** Counts one attempt against the rule's window and answers the window's count so far and when it ends (ISO). */
export function countAttempt(db: Database, rule: RateRule, now = new Date()) {
	const nowIso = now.toISOString()
	const resetAt = new Date(now.getTime() + rule.windowMs).toISOString()
	const expired = sql<boolean>`"rateLimit"."resetAt" <= ${nowIso}`
	return db
		.insertInto('rateLimit')
		.values({ key: rule.key, count: 1, resetAt })
		.onConflict((oc) =>
			oc.column('key').doUpdateSet({
				count: sql`case when ${expired} then 1 else "rateLimit"."count" + 1 end`,
				resetAt: sql`case when ${expired} then ${resetAt} else "rateLimit"."resetAt" end`,
			}),
		)
		.returning(['count', 'resetAt'])
		.executeTakeFirstOrThrow()
}

/**
 * Takes back the attempts enforceRateLimits counted, for limits that count failures only: a check that turns
 * out to be a success (the right password) is refunded. Counting first and refunding after, rather than
 * counting after the check, keeps a burst of parallel guesses from all slipping past a limit not yet reached.
 */
export async function refundAttempts(db: Database, rules: RateRule[]) {
	for (const rule of rules) {
		await db
			.updateTable('rateLimit')
			.set({ count: sql`"count" - 1` })
			.where('key', '=', rule.key)
			.where('count', '>', 0)
			.execute()
	}
}
