import type { ClubView } from '../../shared/schemas/clubs.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { pictureUrl } from '../storage/picture-upload.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'
import type { SeenClub } from './club-access.ts'
import { canEditClub, canModerate, canTakePart } from './club-policy.ts'
import { countMembers } from './club-queries.ts'

/** A club as the API shows it to a viewer who may see it (visibleClub decided that). */
export async function clubView(db: Database, { club, membership }: SeenClub, viewer: Viewer): Promise<ClubView> {
	const [owner, memberCount, books] = await Promise.all([
		db
			.selectFrom('user')
			.select(['username', 'name', 'image'])
			.where('id', '=', club.ownerId)
			.executeTakeFirstOrThrow(),
		countMembers(db, club.id),
		club.currentBookId ? bookSummaries(db, [club.currentBookId]) : Promise.resolve([]),
	])
	const member = canTakePart(membership)
	return {
		id: club.id,
		name: club.name,
		description: club.description,
		access: club.access,
		pictureUrl: club.pictureKey ? pictureUrl(club.pictureKey, 512) : null,
		owner,
		memberCount,
		currentBook: books[0] ?? null,
		viewer: membership,
		can: {
			edit: canEditClub(membership),
			moderate: canModerate(membership),
			join: viewer !== null && !member && (club.access === 'public' || membership?.status === 'invited'),
			request: viewer !== null && club.access === 'invite' && membership === null,
			leave: member && membership?.role !== 'owner',
			take_part: member,
		},
		createdAt: club.createdAt,
		updatedAt: club.updatedAt,
	}
}
