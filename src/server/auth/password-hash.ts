import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'

// Better Auth's own format, so every stored hash stays valid (@better-auth/utils/password, used by Better Auth
// 1.7): scrypt with N 16384, r 16, p 1 and a 64-byte key over the NFKC form of the password; the salt is 16
// random bytes written as 32 hex digits, and it is that text, not the bytes, that scrypt is given; stored as
// `${salt}:${key as hex}`.
/** scrypt's cost. A stored hash says nothing of the cost it was made with: verifying it needs the same one. */
export type ScryptCost = { N: number; r: number; p: number }
/** Better Auth's, the only cost the server ever uses, so every stored hash stays valid. */
export const BETTER_AUTH_COST: ScryptCost = { N: 16384, r: 16, p: 1 }
const KEY_BYTES = 64
// Each hash is about 100 ms of one core. libuv's pool runs four at once, so a burst of sign-ups on a two-core
// host would take every core from the event loop; one core is always left to it.
const AT_ONCE = Math.max(1, availableParallelism() - 1)

let running = 0
const waiting: (() => void)[] = []

async function derive(password: string, salt: string, cost: ScryptCost): Promise<Buffer> {
	// A finishing hash hands its place to the next waiting one, so the count never goes above AT_ONCE.
	if (running < AT_ONCE) running++
	else await new Promise<void>((resolve) => waiting.push(resolve))
	try {
		// scrypt needs 128·N·r bytes (32 MiB at Better Auth's cost); Node refuses anything that reaches its default limit.
		const options = { ...cost, maxmem: 2 * 128 * cost.N * cost.r }
		return await new Promise((resolve, reject) => {
			scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
				error ? reject(error) : resolve(key),
			)
		})
	} finally {
		const next = waiting.shift()
		if (next) next()
		else running--
	}
}

/**
 * Hashing and checking passwords in Better Auth's format, on libuv's thread pool, never on the event loop.
 * Only the tests pass a lower cost: with Better Auth's, their thousands of sign-ups spent minutes of CPU.
 */
export function passwordHashing(cost: ScryptCost = BETTER_AUTH_COST) {
	return {
		/** A new hash of `password`. */
		hash: async (password: string): Promise<string> => {
			const salt = randomBytes(16).toString('hex')
			return `${salt}:${(await derive(password, salt, cost)).toString('hex')}`
		},
		/** Whether `password` is the one `hash` was made from; compared in constant time. */
		verify: async ({ hash, password }: { hash: string; password: string }): Promise<boolean> => {
			const [salt, key] = hash.split(':')
			if (!salt || !key || !/^[\da-f]+$/i.test(key)) return false
			const expected = Buffer.from(key, 'hex')
			const derived = await derive(password, salt, cost)
			return expected.length === derived.length && timingSafeEqual(expected, derived)
		},
	}
}
