import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'
import { type SeenClub, visibleClub } from './club-access.ts'
import { canSeeClubContent } from './club-schedule-policy.ts'

/** The club if the viewer may see inside it (its book, schedule and polls); a 404 otherwise, as for no club. */
export async function clubWithContent(db: Database, id: string, viewer: Viewer): Promise<SeenClub> {
	const seen = await visibleClub(db, id, viewer)
	if (!canSeeClubContent(seen.club, seen.membership)) throw notFound('Club')
	return seen
}
