import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Who takes over each club a leaving owner had: the longest-standing moderator, else the longest-standing
 * member; clubs with nobody else in them are left out (they go with the owner). A club's discussion and
 * schedule belong to its members, so a club with members outlives the account that made it.
 */
async function successors(db: Database, ownerId: string) {
	const clubs = await db.selectFrom('club').select(['id', 'pictureKey']).where('ownerId', '=', ownerId).execute()
	const picks = []
	for (const club of clubs) {
		const next = await db
			.selectFrom('clubMember')
			.select('userId')
			.where('clubId', '=', club.id)
			.where('status', '=', 'member')
			.where('userId', '!=', ownerId)
			.orderBy(sql`case when "role" = 'moderator' then 0 else 1 end`)
			.orderBy('joinedAt')
			.orderBy('userId')
			.limit(1)
			.executeTakeFirst()
		picks.push({ club, successorId: next?.userId ?? null })
	}
	return picks
}

/** The picture files of the owner's clubs that nobody takes over, deleted with the account. */
export async function orphanedClubFiles(db: Database, ownerId: string) {
	return (await successors(db, ownerId)).flatMap(({ club, successorId }) =>
		successorId === null && club.pictureKey ? [club.pictureKey] : [],
	)
}

/** Hands each of the owner's clubs to its successor, and deletes those nobody takes over. Run in the deletion's transaction. */
export async function handOverClubs(db: Database, ownerId: string) {
	const at = new Date().toISOString()
	for (const { club, successorId } of await successors(db, ownerId)) {
		if (successorId === null) {
			await db.deleteFrom('club').where('id', '=', club.id).execute()
			continue
		}
		await db.updateTable('club').set({ ownerId: successorId, updatedAt: at }).where('id', '=', club.id).execute()
		await db
			.updateTable('clubMember')
			.set({ role: 'owner' })
			.where('clubId', '=', club.id)
			.where('userId', '=', successorId)
			.execute()
	}
}
