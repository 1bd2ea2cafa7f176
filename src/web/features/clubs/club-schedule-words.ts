import { sectionLabel } from '../../../shared/club-sections.ts'
import type { ClubSectionView, MemberPlace } from '../../../shared/schemas/club-schedule.ts'

/**
 * Where a member is, in words: 'On page 120, in Section 2: Chapters 6–10'. `you` words the viewer's own place
 * ('You are on page 120, …'). A member who keeps their progress from the viewer is 'Not shared'.
 */
export function placeWords(
	place: Pick<MemberPlace, 'status' | 'page' | 'sectionsDone' | 'readingSectionId'>,
	sections: readonly ClubSectionView[],
	you = false,
): string {
	if (place.status === 'hidden') return 'Not shared'
	if (place.status === 'none') return you ? 'You have not logged any progress on this book yet.' : 'Not started'
	if (place.status === 'finished') return you ? 'You have finished the book.' : 'Finished the book'
	const reading = sections.find((section) => section.id === place.readingSectionId)
	const done = sections[place.sectionsDone - 1]
	const where = reading ? `, in ${sectionLabel(reading)}` : done ? `, done with ${sectionLabel(done)}` : ''
	if (place.page === null) return you ? 'You are reading it (no page logged yet).' : 'Reading (no page logged yet)'
	return you ? `You are on page ${place.page}${where}.` : `On page ${place.page}${where}`
}
