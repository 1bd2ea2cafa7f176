import { startPages } from '../../shared/club-sections.ts'
import type { ClubScheduleResponse } from '../../shared/schemas/club-schedule.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { loadOwnerRelations } from '../visibility/owner-relations-batch.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'
import type { SeenClub } from './club-access.ts'
import { canModerate } from './club-policy.ts'
import { memberPlace } from './club-schedule-policy.ts'
import { countThreads, findMembers, findProgressFacts, findSections } from './club-schedule-queries.ts'

/** The club's current book, its schedule and where each member is, as the viewer may see them. */
export async function scheduleView(
	db: Database,
	{ club, membership }: SeenClub,
	viewer: Viewer,
): Promise<ClubScheduleResponse> {
	const can = { moderate: canModerate(membership) }
	const bookId = club.currentBookId
	if (!bookId) return { book: null, sections: [], members: [], can }
	const [[summary], book, sections, members] = await Promise.all([
		bookSummaries(db, [bookId]),
		db.selectFrom('book').select('pageCount').where('id', '=', bookId).executeTakeFirst(),
		findSections(db, club.id, bookId),
		findMembers(db, club.id),
	])
	const userIds = members.map((member) => member.userId)
	const [threads, facts, relations] = await Promise.all([
		countThreads(
			db,
			sections.map((section) => section.id),
		),
		findProgressFacts(db, bookId, userIds),
		loadOwnerRelations(db, viewer?.id ?? null, userIds),
	])
	const pageCount = book?.pageCount ?? null
	const starts = startPages(sections)
	const places = members.map((member) => ({
		reader: { username: member.username, name: member.name, image: member.image },
		role: member.role,
		you: member.userId === viewer?.id,
		...memberPlace(viewer, member, facts.get(member.userId)!, relations.get(member.userId)!, { sections, pageCount }),
	}))
	return {
		book: summary ? { ...summary, pageCount } : null,
		sections: sections.map((section, index) => ({
			...section,
			startPage: starts[index]!,
			threadCount: threads.get(section.id) ?? 0,
		})),
		members: [...places.filter((place) => place.you), ...places.filter((place) => !place.you)],
		can,
	}
}
