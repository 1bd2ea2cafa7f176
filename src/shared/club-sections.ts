// A club's reading schedule as pure facts: sections in order of position, each ending on a page and due on a day.
// The server uses these to place members and to tell the current section; the browser to tell it in the reader's
// own time zone.

export type ScheduledSection = { id: string; endPage: number; dueOn: string }

/**
 * The section whose window holds `today` ('YYYY-MM-DD'): the first one not yet due. A section's window runs
 * from the day after the previous section's target date to its own; the first one's from whenever the club
 * starts. Null when every target date has passed (the schedule is over) or there are no sections.
 */
export function currentSection<S extends ScheduledSection>(sections: readonly S[], today: string): S | null {
	return sections.find((section) => section.dueOn >= today) ?? null
}

/** The first page of each section: page 1, then the page after the previous section's last. */
export function startPages(sections: readonly ScheduledSection[]): number[] {
	return sections.map((_, index) => (index === 0 ? 1 : sections[index - 1]!.endPage + 1))
}

/**
 * Whether a reader at `position` has read a section through, which opens its discussion threads: on its last page
 * or past it, or finished with the book. Entering a section is not enough: a thread about pages 81–200 may
 * talk about page 200, so a reader on page 100 would be spoiled. Null page means no progress yet.
 */
export function hasReadThrough(position: { page: number | null; finished: boolean }, section: { endPage: number }) {
	return position.finished || (position.page !== null && position.page >= section.endPage)
}

/**
 * Where a reader on `page` (or who finished the book) stands in the schedule: how many sections they have read
 * to the end, and the section they are reading now. A reader on a section's last page is done with it and not
 * yet in the next, as for the discussion (hasReadThrough); null page means no progress yet.
 */
export function placeInSchedule(
	sections: readonly ScheduledSection[],
	position: { page: number | null; finished: boolean },
) {
	if (position.finished) return { sectionsDone: sections.length, readingSectionId: null }
	const page = position.page ?? 0
	const sectionsDone = sections.filter((section) => hasReadThrough(position, section)).length
	const next = sections[sectionsDone]
	const reading = next && page > 0 && page >= startPages(sections)[sectionsDone]! ? next.id : null
	return { sectionsDone, readingSectionId: reading }
}

/** How a section is named wherever it appears: 'Section 2: Chapters 6–10'. */
export const sectionLabel = (section: { position: number; title: string }) =>
	`Section ${section.position}: ${section.title}`
