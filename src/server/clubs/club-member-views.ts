import type { ClubMembersResponse } from '../../shared/schemas/club-members.ts'
import type { Database } from '../db/schema.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'
import type { SeenClub } from './club-access.ts'
import { canChangeRole, canRemoveMember } from './club-member-policy.ts'
import { clubPeople } from './club-member-queries.ts'
import { canModerate } from './club-policy.ts'

/** The members list as the viewer may see it: pending invitations and requests, and the link, for moderators alone. */
export async function clubMembersView(
	db: Database,
	{ club, membership }: SeenClub,
	viewer: Viewer,
): Promise<ClubMembersResponse> {
	const people = await clubPeople(db, club.id, viewer?.id ?? null)
	const moderates = canModerate(membership)
	const reader = (row: (typeof people)[number]) => ({ username: row.username, name: row.name, image: row.image })
	return {
		members: people
			.filter((row) => row.status === 'member')
			.map((row) => {
				const target = { role: row.role, status: row.status, self: row.userId === viewer?.id }
				const changeRole = canChangeRole(membership, target)
				return {
					reader: reader(row),
					role: row.role,
					joinedAt: row.joinedAt ?? row.createdAt,
					can: {
						promote: changeRole && row.role === 'member',
						demote: changeRole && row.role === 'moderator',
						remove: canRemoveMember(membership, target),
					},
				}
			}),
		pending: moderates
			? people.flatMap((row) =>
					row.status === 'member' ? [] : [{ reader: reader(row), status: row.status, createdAt: row.createdAt }],
				)
			: [],
		inviteToken: moderates ? club.inviteToken : null,
	}
}
