import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'

// Reads and writes on accounts that Better Auth does not do for us.

export async function usernameTaken(db: Database, username: string) {
	const row = await db
		.selectFrom('user')
		.select('id')
		.where(sql<string>`lower("username")`, '=', username.toLowerCase())
		.executeTakeFirst()
	return row !== undefined
}

export async function emailTaken(db: Database, email: string) {
	const row = await db.selectFrom('user').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst()
	return row !== undefined
}

/** The first of the candidates nobody has, or undefined when all are taken. */
export async function firstFreeUsername(db: Database, candidates: string[]) {
	const taken = await db
		.selectFrom('user')
		.select(sql<string>`lower("username")`.as('name'))
		.where(
			sql<string>`lower("username")`,
			'in',
			candidates.map((c) => c.toLowerCase()),
		)
		.execute()
	const takenSet = new Set(taken.map((row) => row.name))
	return candidates.find((c) => !takenSet.has(c.toLowerCase()))
}

export async function recordLogin(db: Database, userId: string, at: Date) {
	await db.updateTable('user').set({ lastLoginAt: at.toISOString() }).where('id', '=', userId).execute()
}

// Better Auth keeps a reset link as a verification row 'reset-password:<token>' whose value is the user's id.
const RESET_LINK = 'reset-password:'

/** Whose password the reset link would change, or undefined for a made-up or used link. */
export async function findResetLinkOwner(db: Database, token: string) {
	const row = await db
		.selectFrom('verification')
		.select('value')
		.where('identifier', '=', `${RESET_LINK}${token}`)
		.executeTakeFirst()
	return row?.value
}

/** Every reset link of the account still in the post stops working. */
export async function deleteResetLinks(db: Database, userId: string) {
	await db
		.deleteFrom('verification')
		.where('identifier', 'like', `${RESET_LINK}%`)
		.where('value', '=', userId)
		.execute()
}

/** The account with this e-mail address, if any (addresses are stored lower-case). */
export async function findUserIdByEmail(db: Database, email: string) {
	const row = await db.selectFrom('user').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst()
	return row?.id
}

export async function isKnownDevice(db: Database, userId: string, tokenHash: string) {
	const row = await db
		.selectFrom('signInDevice')
		.select('userId')
		.where('userId', '=', userId)
		.where('tokenHash', '=', tokenHash)
		.executeTakeFirst()
	return row !== undefined
}

export async function rememberDevice(db: Database, userId: string, tokenHash: string, at: Date) {
	const now = at.toISOString()
	await db
		.insertInto('signInDevice')
		.values({ userId, tokenHash, createdAt: now, lastUsedAt: now })
		.onConflict((oc) => oc.columns(['userId', 'tokenHash']).doUpdateSet({ lastUsedAt: now }))
		.execute()
}
