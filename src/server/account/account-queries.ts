import type { Database } from '../db/schema.ts'
import { isoDate } from '../db/values.ts'

export async function findAccountOverview(db: Database, userId: string) {
	const user = await db
		.selectFrom('user')
		.select(['email', 'emailVerified', 'createdAt', 'lastLoginAt'])
		.where('id', '=', userId)
		.executeTakeFirst()
	if (!user) return undefined
	const accounts = await db
		.selectFrom('account')
		.select(['providerId', 'password'])
		.where('userId', '=', userId)
		.execute()
	return {
		email: user.email,
		emailVerified: Boolean(user.emailVerified),
		createdAt: isoDate(user.createdAt),
		lastLoginAt: isoDate(user.lastLoginAt),
		hasPassword: accounts.some((a) => a.providerId === 'credential' && a.password !== null),
		providerIds: accounts.filter((a) => a.providerId !== 'credential').map((a) => a.providerId),
	}
}

/** The scrypt hash of the account's password, or undefined for an account that signs in only with a provider. */
export async function passwordHash(db: Database, userId: string) {
	const row = await db
		.selectFrom('account')
		.select('password')
		.where('userId', '=', userId)
		.where('providerId', '=', 'credential')
		.executeTakeFirst()
	return row?.password ?? undefined
}

export async function listSessions(db: Database, userId: string, now = new Date()) {
	const rows = await db
		.selectFrom('session')
		.select(['id', 'userAgent', 'ipAddress', 'createdAt', 'updatedAt', 'expiresAt'])
		.where('userId', '=', userId)
		.orderBy('createdAt', 'desc')
		.execute()
	// Expired sessions linger until Better Auth next touches them; they sign nobody in, so they are not listed.
	return rows.filter((row) => new Date(row.expiresAt) > now)
}

export async function deleteSession(db: Database, userId: string, sessionId: string) {
	const result = await db
		.deleteFrom('session')
		.where('id', '=', sessionId)
		.where('userId', '=', userId)
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}

export async function deleteOtherSessions(db: Database, userId: string, keepSessionId: string) {
	const result = await db
		.deleteFrom('session')
		.where('userId', '=', userId)
		.where('id', '!=', keepSessionId)
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}

/** Better Auth makes the session that survives a password change without the browser's details; they are put back. */
export async function describeSession(
	db: Database,
	token: string,
	client: { userAgent: string | null; ipAddress: string | null },
) {
	await db.updateTable('session').set(client).where('token', '=', token).execute()
}

/** Opening a link mailed to the address proves the reader owns it. */
export async function markEmailVerified(db: Database, userId: string, postgres: boolean) {
	await db
		.updateTable('user')
		.set({ emailVerified: postgres ? true : 1 })
		.where('id', '=', userId)
		.execute()
}

export async function insertEmailChange(
	db: Database,
	change: {
		undoTokenHash: string
		userId: string
		oldEmail: string
		newEmail: string
		createdAt: string
		expiresAt: string
	},
) {
	await db.insertInto('emailChange').values(change).execute()
}

/** The change whose undo link this is, while the link is good. */
export function findEmailChange(db: Database, undoTokenHash: string, now: Date) {
	return db
		.selectFrom('emailChange')
		.select(['userId', 'oldEmail'])
		.where('undoTokenHash', '=', undoTokenHash)
		.where('expiresAt', '>', now.toISOString())
		.executeTakeFirst()
}

/** Whether the account asked for this new address and has not undone it since (the confirmation link's own hour aside). */
export async function emailChangePending(db: Database, userId: string, newEmail: string) {
	const row = await db
		.selectFrom('emailChange')
		.select('userId')
		.where('userId', '=', userId)
		.where('newEmail', '=', newEmail.toLowerCase())
		.executeTakeFirst()
	return row !== undefined
}

export async function deleteEmailChanges(db: Database, userId: string) {
	await db.deleteFrom('emailChange').where('userId', '=', userId).execute()
}

/** Puts the address back, proven: the reader opened a link mailed to it. */
export async function restoreEmail(db: Database, userId: string, email: string, postgres: boolean) {
	await db
		.updateTable('user')
		.set({ email, emailVerified: postgres ? true : 1, updatedAt: new Date().toISOString() })
		.where('id', '=', userId)
		.execute()
}

export async function deleteAllSessions(db: Database, userId: string) {
	await db.deleteFrom('session').where('userId', '=', userId).execute()
}
