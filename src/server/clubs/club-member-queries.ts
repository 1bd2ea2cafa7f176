import { sql } from 'kysely'
import type { ClubMemberStatus, ClubRole } from '../db/club-schema.ts'
import type { Database } from '../db/schema.ts'
import { notBlockedBetween } from '../visibility/visibility-sql.ts'

/** Writes the reader's row; false when they had one already (two clicks at once), so the caller tells nobody twice. */
export async function insertMember(
	db: Database,
	row: {
		clubId: string
		userId: string
		role: ClubRole
		status: ClubMemberStatus
		invitedById?: string | null
		at: string
	},
) {
	const result = await db
		.insertInto('clubMember')
		.values({
			clubId: row.clubId,
			userId: row.userId,
			role: row.role,
			status: row.status,
			invitedById: row.invitedById ?? null,
			createdAt: row.at,
			joinedAt: row.status === 'member' ? row.at : null,
		})
		.onConflict((oc) => oc.columns(['clubId', 'userId']).doNothing())
		.executeTakeFirst()
	return (result.numInsertedOrUpdatedRows ?? 0n) > 0n
}

/** Turns an invitation or a request into membership; false when the reader had no such row (any more). */
export async function admitMember(db: Database, clubId: string, userId: string, from: ClubMemberStatus, at: string) {
	const result = await db
		.updateTable('clubMember')
		.set({ status: 'member', joinedAt: at })
		.where('clubId', '=', clubId)
		.where('userId', '=', userId)
		.where('status', '=', from)
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

export async function setMemberRole(db: Database, clubId: string, userId: string, role: ClubRole) {
	await db
		.updateTable('clubMember')
		.set({ role })
		.where('clubId', '=', clubId)
		.where('userId', '=', userId)
		.where('status', '=', 'member')
		.execute()
}

/** Removes the reader's row, whatever its status; false when there was none. */
export async function deleteMember(db: Database, clubId: string, userId: string) {
	const result = await db
		.deleteFrom('clubMember')
		.where('clubId', '=', clubId)
		.where('userId', '=', userId)
		.executeTakeFirst()
	return result.numDeletedRows > 0n
}

/** The owner and the moderators: who runs the club and hears of requests to join. */
export async function runnerIds(db: Database, clubId: string) {
	const rows = await db
		.selectFrom('clubMember')
		.select('userId')
		.where('clubId', '=', clubId)
		.where('status', '=', 'member')
		.where('role', 'in', ['owner', 'moderator'])
		.execute()
	return rows.map((row) => row.userId)
}

/** Whether the reader and the club's owner or any of its moderators blocked each other, either way. */
export async function blockedWithRunners(db: Database, clubId: string, userId: string) {
	const row = await db
		.selectFrom('clubMember')
		.select('userId')
		.where('clubId', '=', clubId)
		.where('status', '=', 'member')
		.where('role', 'in', ['owner', 'moderator'])
		.where('userId', '!=', userId)
		.where(sql<boolean>`not ${notBlockedBetween(userId, sql.ref('clubMember.userId'))}`)
		.executeTakeFirst()
	return row !== undefined
}

/** The reader with this username (any case), if there is one. */
export async function findUserIdByUsername(db: Database, username: string) {
	const row = await db
		.selectFrom('user')
		.select('id')
		.where(sql<string>`lower("user"."username")`, '=', username.toLowerCase())
		.executeTakeFirst()
	return row?.id
}

/**
 * Everyone with a row in the club (members, invited, asking), with their names, leaving out readers blocked
 * either way with the viewer. Owner first, then moderators, then members, each by when they joined.
 */
export function clubPeople(db: Database, clubId: string, viewerId: string | null) {
	return db
		.selectFrom('clubMember')
		.innerJoin('user', 'user.id', 'clubMember.userId')
		.select([
			'clubMember.userId',
			'clubMember.role',
			'clubMember.status',
			'clubMember.createdAt',
			'clubMember.joinedAt',
			'user.username',
			'user.name',
			'user.image',
		])
		.where('clubMember.clubId', '=', clubId)
		.$if(viewerId !== null, (q) => q.where(notBlockedBetween(viewerId ?? '', sql.ref('clubMember.userId'))))
		.orderBy(sql`case "clubMember"."role" when 'owner' then 0 when 'moderator' then 1 else 2 end`)
		.orderBy(sql`coalesce("clubMember"."joinedAt", "clubMember"."createdAt")`)
		.orderBy('user.username')
		.execute()
}
