import type { RateRule } from '../http/rate-limit.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * Per IP against sprays from one machine, per account against slow guessing of one password from many.
 * 25 sign-ins per 5 minutes per IP leaves room for a household or a school behind one address.
 */
export const limits = {
	signIn: (ip: string, email?: string): RateRule[] => [
		{ key: `sign-in:ip:${ip}`, limit: 25, windowMs: 5 * MINUTE },
		...(email ? [{ key: `sign-in:account:${email.toLowerCase()}`, limit: 10, windowMs: 15 * MINUTE }] : []),
	],
	signUp: (ip: string): RateRule[] => [{ key: `sign-up:ip:${ip}`, limit: 10, windowMs: HOUR }],
	resetRequest: (ip: string, email: string): RateRule[] => [
		{ key: `reset:ip:${ip}`, limit: 10, windowMs: HOUR },
		{ key: `reset:account:${email.toLowerCase()}`, limit: 3, windowMs: HOUR },
	],
	resetConfirm: (ip: string): RateRule[] => [{ key: `reset-confirm:ip:${ip}`, limit: 20, windowMs: 15 * MINUTE }],
}
