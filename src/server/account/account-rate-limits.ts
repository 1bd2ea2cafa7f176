import type { RateRule } from '../http/rate-limit.ts'

const MINUTE = 60_000

/** Per account: slows down guessing the current password from a stolen session, and mail floods. */
export const accountLimits = {
	passwordCheck: (userId: string): RateRule[] => [
		{ key: `password-check:user:${userId}`, limit: 10, windowMs: 15 * MINUTE },
	],
	changeEmail: (userId: string): RateRule[] => [
		{ key: `change-email:user:${userId}`, limit: 5, windowMs: 60 * MINUTE },
	],
}
