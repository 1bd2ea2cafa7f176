import type { Database } from '../db/schema.ts'

export function findClub(db: Database, id: string) {
	return db
		.selectFrom('club')
		.select(['id', 'ownerId', 'name', 'description', 'pictureKey', 'access', 'inviteToken', 'currentBookId', 'createdAt', 'updatedAt'])
		.where('id', '=', id)
		.executeTakeFirst()
}
export type ClubRow = NonNullable<Awaited<ReturnType<typeof findClub>>>

/** The reader's row in the club, whatever its status; undefined when they have none. */
export function findMembership(db: Database, clubId: string, userId: string) {
	return db.selectFrom('clubMember').select(['status', 'role']).where('clubId', '=', clubId).where('userId', '=', userId).executeTakeFirst()
}

export async function countMembers(db: Database, clubId: string) {
	const row = await db
		.selectFrom('clubMember')
		.select((eb) => eb.fn.countAll().as('count'))
		.where('clubId', '=', clubId)
		.where('status', '=', 'member')
		.executeTakeFirstOrThrow()
	return Number(row.count)
}
