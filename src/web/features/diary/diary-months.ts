import type { EntryView } from '../../../shared/schemas/entries.ts'
import { dateFormat } from '../../lib/date-formats.ts'

export type DiaryMonth = { key: string; label: string; entries: EntryView[] }

/** A UTC moment on a calendar day; setUTCFullYear because Date.UTC reads years below 100 as 19xx. */
function utcDay(year: number, month: number, day: number): Date {
	const moment = new Date(0)
	moment.setUTCFullYear(year, month - 1, day)
	return moment
}

const parts = (day: string) => day.split('-').map(Number) as [number, number, number]

/** '2026-11' → 'November 2026' (en-US, as the original's diary headings). */
export function monthLabel(yearMonth: string): string {
	const [year, month] = parts(`${yearMonth}-01`)
	return dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDay(year, month, 1))
}

/** '2026-11-03' → 'November 3, 2026': a calendar day has no time zone, so it is written as UTC. */
export function longDay(day: string): string {
	const [year, month, date] = parts(day)
	return dateFormat({ dateStyle: 'long', timeZone: 'UTC' }).format(utcDay(year, month, date))
}

/** '2026-11-03' → 3. */
export const dayOfMonth = (day: string) => Number(day.slice(8, 10))

/**
 * Entries (newest read first, as the API sends them, across every loaded page) under their month of reading.
 * A month split over two pages is still one group.
 */
export function groupByMonth(entries: readonly EntryView[]): DiaryMonth[] {
	const months: DiaryMonth[] = []
	for (const entry of entries) {
		const key = entry.readOn.slice(0, 7)
		const last = months.at(-1)
		if (last?.key === key) last.entries.push(entry)
		else months.push({ key, label: monthLabel(key), entries: [entry] })
	}
	return months
}

/** ?year=2025 → 2025; anything that is not a plausible year means every year. */
export function yearFrom(raw: string | null): number | null {
	if (raw === null || !/^\d{1,4}$/.test(raw)) return null
	const year = Number(raw)
	return year >= 1 ? year : null
}
