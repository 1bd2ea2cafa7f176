import { randomUUID } from 'node:crypto'
import type { AccessTokenScope, AccessTokenView } from '../../shared/schemas/access-tokens.ts'
import type { Database } from '../db/schema.ts'

const VIEW_COLUMNS = ['id', 'name', 'scope', 'createdAt', 'lastUsedAt'] as const

export function listAccessTokens(db: Database, userId: string): Promise<AccessTokenView[]> {
	return db
		.selectFrom('accessToken')
		.select(VIEW_COLUMNS)
		.where('userId', '=', userId)
		.orderBy('createdAt', 'desc')
		.orderBy('id')
		.execute()
}

export async function countAccessTokens(db: Database, userId: string): Promise<number> {
	const row = await db
		.selectFrom('accessToken')
		.select((eb) => eb.fn.countAll<number>().as('count'))
		.where('userId', '=', userId)
		.executeTakeFirstOrThrow()
	return Number(row.count)
}

export async function insertAccessToken(
	db: Database,
	token: { userId: string; name: string; scope: AccessTokenScope; tokenHash: string },
): Promise<AccessTokenView> {
	const row = { id: randomUUID(), ...token, createdAt: new Date().toISOString(), lastUsedAt: null }
	await db.insertInto('accessToken').values(row).execute()
	return { id: row.id, name: row.name, scope: row.scope, createdAt: row.createdAt, lastUsedAt: null }
}

/** Revokes one of the reader's tokens; answers whether there was one to revoke. */
export async function deleteAccessToken(db: Database, userId: string, id: string): Promise<boolean> {
	const result = await db.deleteFrom('accessToken').where('userId', '=', userId).where('id', '=', id).executeTakeFirst()
	return Number(result.numDeletedRows) > 0
}

/** Revokes every token the reader has (the password changed, or they asked); answers how many there were. */
export async function deleteAllAccessTokens(db: Database, userId: string): Promise<number> {
	const result = await db.deleteFrom('accessToken').where('userId', '=', userId).executeTakeFirst()
	return Number(result.numDeletedRows)
}

/** The token with this hash and its reader, with what a session needs of them (standing included). */
export function findAccessToken(db: Database, tokenHash: string) {
	return db
		.selectFrom('accessToken')
		.innerJoin('user', 'user.id', 'accessToken.userId')
		.leftJoin('profile', 'profile.userId', 'accessToken.userId')
		.select([
			'accessToken.id',
			'accessToken.scope',
			'accessToken.lastUsedAt',
			'user.id as userId',
			'user.name',
			'user.email',
			'user.image',
			'user.username',
			'profile.role',
			'profile.suspendedAt',
		])
		.where('accessToken.tokenHash', '=', tokenHash)
		.executeTakeFirst()
}

export async function markAccessTokenUsed(db: Database, id: string, at: string) {
	await db.updateTable('accessToken').set({ lastUsedAt: at }).where('id', '=', id).execute()
}
