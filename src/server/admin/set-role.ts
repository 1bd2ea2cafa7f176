import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'

export const ROLES = ['reader', 'admin'] as const
export type Role = (typeof ROLES)[number]

/**
 * Makes the reader an administrator, or a reader again (npm run user:role). Returns false when no reader has
 * that username. A reader without a profile row gets one.
 */
export async function setUserRole(db: Database, username: string, role: Role): Promise<boolean> {
	const user = await db
		.selectFrom('user')
		.select('id')
		.where(sql<string>`lower("user"."username")`, '=', username.toLowerCase())
		.executeTakeFirst()
	if (!user) return false
	await db
		.insertInto('profile')
		.values({ userId: user.id, role, updatedAt: new Date().toISOString() })
		.onConflict((oc) => oc.column('userId').doUpdateSet({ role }))
		.execute()
	return true
}
