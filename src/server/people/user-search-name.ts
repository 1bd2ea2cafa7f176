import type { Database } from '../db/schema.ts'
import { foldText } from '../books/search-text.ts'

/**
 * Keeps the reader's folded display name for people search (0009-people.ts). Called wherever a name is written:
 * Better Auth's user hooks (sign-up, by password or provider) and profile edits, in their transaction.
 */
export async function writeUserSearchName(db: Database, userId: string, name: string) {
	const folded = foldText(name)
	await db
		.insertInto('userSearch')
		.values({ userId, name: folded })
		.onConflict((oc) => oc.column('userId').doUpdateSet({ name: folded }))
		.execute()
}
