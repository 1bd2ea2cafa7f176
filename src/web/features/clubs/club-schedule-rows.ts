import type { ClubSectionView } from '../../../shared/schemas/club-schedule.ts'

/** A section as the editor holds it: text as typed, and the id of a saved section (none for a new one). */
export type SectionRow = { key: string; id: string | null; title: string; endPage: string; dueOn: string }

let nextKey = 0
const newKey = () => `new-${++nextKey}`

export function sectionRows(sections: readonly ClubSectionView[]): SectionRow[] {
	return sections.map((section) => ({
		key: section.id,
		id: section.id,
		title: section.title,
		endPage: String(section.endPage),
		dueOn: section.dueOn,
	}))
}

/** 'YYYY-MM-DD' plus some days. */
export function addDays(day: string, days: number): string {
	const date = new Date(`${day}T00:00:00Z`)
	date.setUTCDate(date.getUTCDate() + days)
	return date.toISOString().slice(0, 10)
}

/**
 * A new section's starting values: due a week after the one before (or a week from `today` for the first); the
 * title and last page are left for the moderator, since only they know where the chapters end.
 */
export function nextRowDefaults(rows: readonly SectionRow[], today: string): SectionRow {
	const before = rows.at(-1)?.dueOn
	return {
		key: newKey(),
		id: null,
		title: '',
		endPage: '',
		dueOn: addDays(before && /^\d{4}-\d{2}-\d{2}$/.test(before) ? before : today, 7),
	}
}

/** Saved sections the rows leave out that have discussion threads: saving removes those threads with them. */
export function threadsLost(sections: readonly ClubSectionView[], rows: readonly SectionRow[]): ClubSectionView[] {
	const kept = new Set(rows.map((row) => row.id))
	return sections.filter((section) => section.threadCount > 0 && !kept.has(section.id))
}
