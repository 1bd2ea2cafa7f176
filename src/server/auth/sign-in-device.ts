import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { findUserIdByEmail, isKnownDevice, rememberDevice } from './auth-queries.ts'

/**
 * A random value this browser keeps once it has signed in to an account; the database keeps only its SHA-256.
 * It is how the sign-in and reset limits tell the reader's own browser from a guesser behind the same or any
 * other address (docs/decisions/0019-sign-in-limits.md). Sent only to /api/auth, never readable by scripts.
 */
export const DEVICE_COOKIE = 'dogear.device'
// Chrome caps cookie lifetimes at 400 days.
const DEVICE_DAYS = 400
const DEVICE_VALUE = /^[A-Za-z0-9_-]{43}$/

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex')

/** The hash of this browser's device cookie when it has signed in to the account with this e-mail before. */
export async function knownDevice(db: Database, c: Context, email: string) {
	const value = getCookie(c, DEVICE_COOKIE)
	if (!value || !DEVICE_VALUE.test(value)) return undefined
	const userId = await findUserIdByEmail(db, email)
	const hash = hashOf(value)
	return userId && (await isKnownDevice(db, userId, hash)) ? hash : undefined
}

/** After a successful sign-in: this browser is now known to the account (a new cookie if it had none). */
export async function markDeviceKnown(db: Database, c: Context, config: Config, userId: string) {
	const existing = getCookie(c, DEVICE_COOKIE)
	const value = existing && DEVICE_VALUE.test(existing) ? existing : randomBytes(32).toString('base64url')
	await rememberDevice(db, userId, hashOf(value), new Date())
	setCookie(c, DEVICE_COOKIE, value, {
		path: '/api/auth',
		httpOnly: true,
		sameSite: 'Lax',
		secure: config.appOrigin.startsWith('https:'),
		maxAge: DEVICE_DAYS * 24 * 60 * 60,
	})
}
