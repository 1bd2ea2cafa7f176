import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'

// Better Auth's own format, so every stored hash stays valid (@better-auth/utils/password, used by Better Auth
// 1.7): scrypt with N 16384, r 16, p 1 and a 64-byte key over the NFKC form of the password; the salt is 16
// random bytes written as 32 hex digits, and it is that text, not the bytes, that scrypt is given; stored as
// `${salt}:${key as hex}`.
const COST = { N: 16384, r: 16, p: 1 }
const KEY_BYTES = 64
// scrypt needs 128·N·r bytes (32 MiB); Node refuses anything that reaches its default limit of 32 MiB.
const MAX_MEMORY = 2 * 128 * COST.N * COST.r
// Each hash is about 100 ms of one core. libuv's pool runs four at once, so a burst of sign-ups on a two-core
// host would take every core from the event loop; one core is always left to it.
const AT_ONCE = Math.max(1, availableParallelism() - 1)

let running = 0
const waiting: (() => void)[] = []

async function derive(password: string, salt: string): Promise<Buffer> {
	// A finishing hash hands its place to the next waiting one, so the count never goes above AT_ONCE.
	if (running < AT_ONCE) running++
	else await new Promise<void>((resolve) => waiting.push(resolve))
	try {
		return await new Promise((resolve, reject) => {
			scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...COST, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)))
		})
	} finally {
		const next = waiting.shift()
		if (next) next()
		else running--
	}
}

/** A new hash of `password` in Better Auth's format, computed on libuv's thread pool, never on the event loop. */
export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(16).toString('hex')
	return `${salt}:${(await derive(password, salt)).toString('hex')}`
}

/** Whether `password` is the one `hash` was made from; compared in constant time. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
	const [salt, key] = hash.split(':')
	if (!salt || !key || !/^[\da-f]+$/i.test(key)) return false
	const expected = Buffer.from(key, 'hex')
	const derived = await derive(password, salt)
	return expected.length === derived.length && timingSafeEqual(expected, derived)
}
