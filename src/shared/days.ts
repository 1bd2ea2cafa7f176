// Calendar days ('YYYY-MM-DD'), as a reader means them: no time, no time zone.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for real days from 0001-01-01: '2024-02-29' yes, '2023-02-29', '0000-01-01' and '2024-1-5' no. */
export function isCalendarDay(text: string): boolean {
	const match = DAY.exec(text)
	if (!match) return false
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
	if (year < 1 || month < 1 || month > 12 || day < 1) return false
	const date = new Date(Date.UTC(2000, month - 1, day))
	date.setUTCFullYear(year)
	return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * The latest day that is today somewhere on Earth (UTC+14 is the first zone into a new day). The server
 * cannot know the reader's zone, so 'not in the future' means not after this day.
 */
export function latestToday(now: Date = new Date()): string {
	return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10)
}

/** Today in the browser's own time zone (the default diary date), or in `timeZone` (an IANA name) when given. */
export function localToday(now: Date = new Date(), timeZone?: string): string {
	const pad = (n: number) => String(n).padStart(2, '0')
	if (timeZone === undefined)
		return `${String(now.getFullYear()).padStart(4, '0')}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone,
		year: 'numeric',
		month: 'numeric',
		day: 'numeric',
	}).formatToParts(now)
	const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
	return `${String(part('year')).padStart(4, '0')}-${pad(part('month'))}-${pad(part('day'))}`
}
