import { randomUUID } from 'node:crypto'
import type { ClubMemberStatus, ClubRole } from '../../src/server/db/club-schema.ts'
import type { Database } from '../../src/server/db/schema.ts'

// Clubs and memberships written straight into the tables, for tests of what happens inside a club. How clubs
// are made and joined through the API has its own tests (src/server/clubs).

/** A club with its owner as a member (role 'owner'); returns its id. */
export async function addClub(
	db: Database,
	club: { ownerId: string; name?: string; access?: 'public' | 'invite'; currentBookId?: string | null },
) {
	const id = randomUUID()
	const at = new Date().toISOString()
	const name = club.name ?? 'Slow readers'
	await db
		.insertInto('club')
		.values({
			id,
			ownerId: club.ownerId,
			name,
			access: club.access ?? 'public',
			searchText: name.toLowerCase(),
			currentBookId: club.currentBookId ?? null,
			createdAt: at,
			updatedAt: at,
		})
		.execute()
	await addMember(db, id, club.ownerId, { role: 'owner' })
	return id
}

/** userId in the club: a member (role 'member') unless said otherwise. */
export async function addMember(
	db: Database,
	clubId: string,
	userId: string,
	{ role = 'member', status = 'member' }: { role?: ClubRole; status?: ClubMemberStatus } = {},
) {
	const at = new Date().toISOString()
	await db
		.insertInto('clubMember')
		.values({ clubId, userId, role, status, createdAt: at, joinedAt: status === 'member' ? at : null })
		.execute()
}
