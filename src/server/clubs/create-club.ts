import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { ClubInput } from '../../shared/schemas/club-core.ts'
import { recordActivity } from '../activity/record-activity.ts'
import type { Database } from '../db/schema.ts'
import { insertMember } from './club-member-queries.ts'
import { insertClub } from './club-queries.ts'

/** Creates a club with its owner as its first member and the 'club_created' activity, in one transaction. Returns its id. */
export async function createClub(db: Database, ownerId: string, input: z.output<typeof ClubInput>): Promise<string> {
	const id = randomUUID()
	const at = new Date().toISOString()
	await db.transaction().execute(async (trx) => {
		await insertClub(trx, {
			id,
			ownerId,
			name: input.name,
			description: input.description,
			access: input.access,
			createdAt: at,
			updatedAt: at,
		})
		await insertMember(trx, { clubId: id, userId: ownerId, role: 'owner', status: 'member', at })
		// 'private': a club's activity reaches members' feeds by membership (feed-queries.ts), never by visibility.
		await recordActivity(trx, {
			userId: ownerId,
			kind: 'club_created',
			bookId: null,
			clubId: id,
			visibility: 'private',
			at,
		})
	})
	return id
}
