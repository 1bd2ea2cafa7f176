import type { Database } from '../db/schema.ts'

/** What a reader's profile says about their standing: their role, and whether they are suspended. */
export type ReaderStanding = { role: 'reader' | 'admin'; suspended: boolean }

/** A reader without a profile row has the defaults: a reader in good standing. */
export async function findStanding(db: Database, userId: string): Promise<ReaderStanding> {
	const row = await db
		.selectFrom('profile')
		.select(['role', 'suspendedAt'])
		.where('userId', '=', userId)
		.executeTakeFirst()
	return { role: row?.role ?? 'reader', suspended: Boolean(row?.suspendedAt) }
}

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
	const standing = await findStanding(db, userId)
	return standing.role === 'admin' && !standing.suspended
}
