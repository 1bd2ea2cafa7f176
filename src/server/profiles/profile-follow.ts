import type { ProfileFollow } from '../../shared/schemas/profile.ts'
import type { Database } from '../db/schema.ts'
import type { Viewer } from './profile-policy.ts'

/**
 * The viewer's own follow of the owner (any status, so a pending request shows as 'requested') and whether the
 * owner follows them back (accepted only). null for visitors and on one's own profile: there is no button there.
 */
export async function loadProfileFollow(db: Database, viewer: Viewer, ownerId: string): Promise<ProfileFollow | null> {
	if (!viewer || viewer.id === ownerId) return null
	const rows = await db
		.selectFrom('follow')
		.select(['followerId', 'status'])
		.where((eb) =>
			eb.or([
				eb.and([eb('followerId', '=', viewer.id), eb('followeeId', '=', ownerId)]),
				eb.and([eb('followerId', '=', ownerId), eb('followeeId', '=', viewer.id), eb('status', '=', 'accepted')]),
			]),
		)
		.execute()
	return {
		status: rows.find((r) => r.followerId === viewer.id)?.status ?? 'none',
		followsYou: rows.some((r) => r.followerId === ownerId),
	}
}
