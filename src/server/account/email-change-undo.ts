import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import { deleteAllAccessTokens } from '../api/access-token-queries.ts'
import { deleteResetLinks, findUserIdByEmail } from '../auth/auth-queries.ts'
import { dialectOf } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import {
	deleteAllSessions,
	deleteEmailChanges,
	findEmailChange,
	insertEmailChange,
	restoreEmail,
} from './account-queries.ts'

/** How long the old address can take the account back; the new address's confirmation link lasts an hour. */
export const UNDO_DAYS = 7
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** Records the change asked for and answers the secret of the undo link mailed to the old address. */
export async function recordEmailChange(
	db: Database,
	change: { userId: string; oldEmail: string; newEmail: string },
	now = new Date(),
) {
	const token = randomBytes(32).toString('base64url')
	const expiresAt = new Date(now.getTime() + UNDO_DAYS * 86_400_000).toISOString()
	await insertEmailChange(db, {
		undoTokenHash: hashOf(token),
		...change,
		newEmail: change.newEmail.toLowerCase(),
		createdAt: now.toISOString(),
		expiresAt,
	})
	return token
}

/**
 * The undo link: whoever changed the address may be in the account, so the old address comes back (unless
 * another account has taken it since) and everything that lets anyone in ends: sessions, access tokens, reset
 * links, and pending changes (whose confirmation links stop working). Answers false for a used or old link.
 */
export async function undoEmailChange(db: Database, token: string, now = new Date()) {
	const change = await findEmailChange(db, hashOf(token), now)
	if (!change) return false
	const holder = await findUserIdByEmail(db, change.oldEmail)
	const takenByOther = holder !== undefined && holder !== change.userId
	await db.transaction().execute(async (trx) => {
		if (!takenByOther) await restoreEmail(trx, change.userId, change.oldEmail, dialectOf(db) === 'postgres')
		await deleteAllSessions(trx, change.userId)
		await deleteAllAccessTokens(trx, change.userId)
		await deleteResetLinks(trx, change.userId)
		await deleteEmailChanges(trx, change.userId)
	})
	return true
}

const ChangeLinkClaims = z.object({ userId: z.string(), updateTo: z.string() })

/**
 * Who the new address's confirmation link (Better Auth's signed token) is for, read without checking the
 * signature: Better Auth checks it next, and this only decides whether to ask it at all.
 */
export function pendingChangeOf(token: string) {
	const payload = token.split('.')[1]
	if (!payload) return undefined
	try {
		const claims = ChangeLinkClaims.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
		return claims.success ? { userId: claims.data.userId, newEmail: claims.data.updateTo } : undefined
	} catch {
		return undefined
	}
}
