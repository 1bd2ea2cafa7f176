import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { ListInput } from '../../shared/schemas/lists.ts'
import { recordActivity } from '../activity/record-activity.ts'
import type { Database } from '../db/schema.ts'
import { findDefaultVisibility } from '../profiles/profile-queries.ts'
import { insertList } from './list-queries.ts'

/**
 * Creates a list and its 'list_created' activity (with the list's visibility) in one transaction. Without a
 * visibility it takes the reader's default for new entries. Returns the list's id.
 */
export async function createList(db: Database, userId: string, input: z.output<typeof ListInput>): Promise<string> {
	const id = randomUUID()
	const at = new Date().toISOString()
	const visibility = input.visibility ?? (await findDefaultVisibility(db, userId))
	await db.transaction().execute(async (trx) => {
		await insertList(trx, {
			id,
			userId,
			name: input.name,
			description: input.description,
			ranked: Number(input.ranked),
			visibility,
			maxItems: input.maxItems,
			createdAt: at,
			updatedAt: at,
		})
		await recordActivity(trx, { userId, kind: 'list_created', bookId: null, listId: id, visibility, at })
	})
	return id
}
