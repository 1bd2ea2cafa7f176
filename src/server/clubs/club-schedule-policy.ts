import { placeInSchedule, type ScheduledSection } from '../../shared/club-sections.ts'
import type { MemberPlace } from '../../shared/schemas/club-schedule.ts'
import { canView, type OwnerRelation, type Viewer } from '../visibility/visibility-policy.ts'
import { canTakePart, type Membership } from './club-policy.ts'
import { progressPage } from './club-progress.ts'
import type { ProgressFacts } from './club-schedule-queries.ts'

/**
 * What is inside a club (its book, schedule, polls) is for whoever may see a public club, and for the members
 * alone of an invite-only one: a reader merely invited to it, or asking to join, sees the club but not inside.
 */
export function canSeeClubContent(club: { access: 'public' | 'invite' }, membership: Membership): boolean {
	return club.access === 'public' || canTakePart(membership)
}

/**
 * Where a member stands, as far as the viewer may know. The facts that place them are their 'read' shelving of
 * the book or else their newest progress update; that one thing's visibility decides (canView), so a member who
 * keeps their progress to themselves or their friends is 'hidden' from the others.
 */
export function memberPlace(
	viewer: Viewer,
	member: { userId: string },
	facts: ProgressFacts,
	relation: OwnerRelation,
	schedule: { sections: readonly ScheduledSection[]; pageCount: number | null },
): Pick<MemberPlace, 'status' | 'page' | 'sectionsDone' | 'readingSectionId'> {
	const finished = facts.shelf?.status === 'read'
	const source = finished ? facts.shelf : facts.progress
	if (source === undefined) return { status: 'none', page: null, sectionsDone: 0, readingSectionId: null }
	if (!canView(viewer, { userId: member.userId, visibility: source.visibility }, relation)) {
		return { status: 'hidden', page: null, sectionsDone: 0, readingSectionId: null }
	}
	const lastScheduled = schedule.sections.at(-1)?.endPage ?? null
	const page = finished ? null : progressPage(facts.progress ?? null, schedule.pageCount ?? lastScheduled)
	return { status: finished ? 'finished' : 'reading', page, ...placeInSchedule(schedule.sections, { page, finished }) }
}
