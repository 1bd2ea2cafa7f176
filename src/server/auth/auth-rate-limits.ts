import type { RateRule } from '../http/rate-limit.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Who is asking: their address, and the hash of their device cookie when it has signed in to this account before. */
export type Requester = { ip: string; knownDevice?: string | undefined }

/**
 * Sign-in limits count failures only (auth-routes.ts refunds a success) and never lock an account for everyone
 * (docs/decisions/0019-sign-in-limits.md). From a browser the account signed in with before: 10 failures per 15
 * minutes for that browser, and nothing anyone else does counts. From anywhere else: 25 failures per 5 minutes
 * per address (room for a household or a school behind one address), and 10 per 15 minutes per address for one
 * account, so a guesser stops themselves, not the reader at another address. Keys that name an account end in
 * ':account:<e-mail>' or ':user:<id>' so deleting the account deletes them (user-data.ts).
 */
export const limits = {
	signIn: ({ ip, knownDevice }: Requester, email: string): RateRule[] =>
		knownDevice
			? [{ key: `sign-in:device:${knownDevice}`, limit: 10, windowMs: 15 * MINUTE }]
			: [
					{ key: `sign-in:ip:${ip}`, limit: 25, windowMs: 5 * MINUTE },
					{ key: `sign-in:ip:${ip}:account:${email.toLowerCase()}`, limit: 10, windowMs: 15 * MINUTE },
				],
	providerSignIn: (ip: string): RateRule[] => [{ key: `provider-sign-in:ip:${ip}`, limit: 25, windowMs: 5 * MINUTE }],
	signUp: (ip: string): RateRule[] => [{ key: `sign-up:ip:${ip}`, limit: 10, windowMs: HOUR }],
	/**
	 * Reset mails: from the account's own browser, 5 an hour that nobody else can use up. From anywhere else, 10 an
	 * hour per address, 3 an hour per address for one account, and 3 per 10 minutes for the account from all
	 * strangers together, so nobody can flood a mailbox, and what strangers use up is back within 10 minutes.
	 */
	resetRequest: ({ ip, knownDevice }: Requester, email: string): RateRule[] =>
		knownDevice
			? [{ key: `reset:device:${knownDevice}`, limit: 5, windowMs: HOUR }]
			: [
					{ key: `reset:ip:${ip}`, limit: 10, windowMs: HOUR },
					{ key: `reset:ip:${ip}:account:${email.toLowerCase()}`, limit: 3, windowMs: HOUR },
					{ key: `reset:strangers:account:${email.toLowerCase()}`, limit: 3, windowMs: 10 * MINUTE },
				],
	/** Signed in (Settings → Authentication): the account's own quota. */
	ownResetRequest: (userId: string): RateRule[] => [{ key: `reset:own:user:${userId}`, limit: 5, windowMs: HOUR }],
	resetConfirm: (ip: string): RateRule[] => [{ key: `reset-confirm:ip:${ip}`, limit: 20, windowMs: 15 * MINUTE }],
}
