import type { Insertable, Updateable } from 'kysely'
import { foldText } from '../books/search-text.ts'
import type { ClubTable } from '../db/club-schema.ts'
import type { Database } from '../db/schema.ts'

export function findClub(db: Database, id: string) {
	return db
		.selectFrom('club')
		.select([
			'id',
			'ownerId',
			'name',
			'description',
			'pictureKey',
			'access',
			'inviteToken',
			'currentBookId',
			'createdAt',
			'updatedAt',
		])
		.where('id', '=', id)
		.executeTakeFirst()
}
export type ClubRow = NonNullable<Awaited<ReturnType<typeof findClub>>>

/** The reader's row in the club, whatever its status; undefined when they have none. */
export function findMembership(db: Database, clubId: string, userId: string) {
	return db
		.selectFrom('clubMember')
		.select(['status', 'role'])
		.where('clubId', '=', clubId)
		.where('userId', '=', userId)
		.executeTakeFirst()
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

/** What club search matches: the name and description, folded as the query is (foldText). */
export const clubSearchTextOf = (club: { name: string; description: string }) =>
	foldText(`${club.name}\n${club.description}`)

export async function insertClub(
	db: Database,
	club: Omit<Insertable<ClubTable>, 'searchText'> & { description: string },
) {
	await db
		.insertInto('club')
		.values({ ...club, searchText: clubSearchTextOf(club) })
		.execute()
}

/**
 * Sets the club's fields and moves its updatedAt; on PostgreSQL the update locks the club's row, so writes to
 * one club run one after the other. False when the club is gone.
 */
export async function touchClub(db: Database, id: string, at: string, fields: Updateable<ClubTable> = {}) {
	const result = await db
		.updateTable('club')
		.set({ ...fields, updatedAt: at })
		.where('id', '=', id)
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

export async function deleteClubRow(db: Database, id: string) {
	await db.deleteFrom('club').where('id', '=', id).execute()
}

export async function findClubByToken(db: Database, token: string) {
	const row = await db.selectFrom('club').select('id').where('inviteToken', '=', token).executeTakeFirst()
	return row?.id
}
