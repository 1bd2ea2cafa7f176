import { dateFormat } from '../../lib/date-formats.ts'

// Words and numbers of the stats pages, kept pure so they are tested without a browser.

const MONTHS = [
	'January',
	'February',
	'March',
	'April',
	'May',
	'June',
	'July',
	'August',
	'September',
	'October',
	'November',
	'December',
]

/** ?year=2025 → 2025; ?year=all → null (all time); missing or not a year → this year. */
export function statsYearFrom(param: string | null, thisYear: number): number | null {
	if (param === 'all') return null
	return param && /^\d{4}$/.test(param) && Number(param) >= 1000 ? Number(param) : thisYear
}

/** The filter's years: this year first even before anything is read in it, then every year with reads. */
export function statsYears(years: readonly number[], thisYear: number): number[] {
	return [...new Set([thisYear, ...years])].sort((a, b) => b - a)
}

export const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** '2025-03' → 'March' (or 'Mar' short); '2025' stays '2025'. */
export function periodLabel(period: string, short = false): string {
	if (period.length === 4) return period
	const name = MONTHS[Number(period.slice(5, 7)) - 1] ?? period
	return short ? name.slice(0, 3) : name
}

/** One sentence a screen reader hears instead of the bars: the total and where the most were. */
export function timelineSummary(points: readonly { period: string; value: number }[], unit: [string, string]): string {
	const total = points.reduce((sum, p) => sum + p.value, 0)
	if (total === 0) return `No ${unit[1]} in this period.`
	const most = points.reduce((best, p) => (p.value > best.value ? p : best))
	return `${count(total, ...unit)} in all; the most in ${periodLabel(most.period)}: ${count(most.value, ...unit)}.`
}

/** 0 → '½', 9 → '5' : the half-star index as a star count. */
export const starsLabel = (index: number) => {
	const stars = (index + 1) / 2
	return Number.isInteger(stars) ? String(stars) : `${Math.floor(stars) || ''}½`
}

/** A read day ('2025-03-05') as 'March 5, 2025', read as the calendar day it is in any time zone. */
export const formatDay = (day: string) => dateFormat({ dateStyle: 'long' }).format(new Date(`${day}T00:00:00`))
