import { currentSection, hasReadThrough } from '../../shared/club-sections.ts'
import type { Database } from '../db/schema.ts'
import type { ClubRow } from './club-queries.ts'
import { readingPosition } from './club-progress.ts'
import type { DiscussionContext } from './club-discussion-views.ts'
import { findClubSections, type ClubSectionRow } from './club-thread-queries.ts'

type Section = { id: string; position: number; endPage: number; bookId: string }

/**
 * The ids of the sections the reader has reached, that is read through (hasReadThrough), from their reading
 * position in each book the sections are of (the club's current book and any earlier one that still has
 * sections): one position per book.
 */
export async function reachedSections(
	db: Database,
	userId: string,
	sections: readonly Section[],
): Promise<Set<string>> {
	const books = new Map<string, Section[]>()
	for (const section of sections) books.set(section.bookId, [...(books.get(section.bookId) ?? []), section])
	const reached = new Set<string>()
	for (const [bookId, ofBook] of books) {
		const position = await readingPosition(db, userId, bookId, Math.max(...ofBook.map((s) => s.endPage)))
		for (const section of ofBook) if (hasReadThrough(position, section)) reached.add(section.id)
	}
	return reached
}

/** The current book's sections in order, and which of them holds today (UTC: the server's day). */
export function currentSchedule(
	sections: readonly ClubSectionRow[],
	club: Pick<ClubRow, 'currentBookId'>,
	now = new Date(),
) {
	const ofBook = sections.filter((s) => s.bookId === club.currentBookId)
	return { ofBook, currentSectionId: currentSection(ofBook, now.toISOString().slice(0, 10))?.id ?? null }
}

/** The club's sections and what the discussion needs to know of the viewer's place in them. */
export async function discussionContext(
	db: Database,
	club: ClubRow,
	viewerId: string,
): Promise<{ sections: ClubSectionRow[]; context: DiscussionContext }> {
	const sections = await findClubSections(db, club.id)
	const reached = await reachedSections(db, viewerId, sections)
	return {
		sections,
		context: {
			reached,
			currentBookId: club.currentBookId,
			currentSectionId: currentSchedule(sections, club).currentSectionId,
		},
	}
}
