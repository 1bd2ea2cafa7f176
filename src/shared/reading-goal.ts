// How far a reader is with a year's reading goal, in words ('23 of 40 books, 3 ahead of schedule'). Pure, so
// the web shows it in the reader's own time zone and the tests can pin any day.

export type GoalUnit = 'books' | 'pages'
export type GoalSchedule = 'ahead' | 'behind' | 'on' | 'reached' | 'missed' | 'not-started'
export type GoalProgress = {
	done: number
	target: number
	percent: number
	schedule: GoalSchedule
	difference: number
	text: string
}

const DAY_MS = 86_400_000
const count = (n: number) => n.toLocaleString('en-US')
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** 1 for January 1, 365 (or 366) for December 31. */
export function dayOfYear(day: string): number {
	const [year, month, date] = day.split('-').map(Number) as [number, number, number]
	const start = new Date(Date.UTC(2000, 0, 1))
	start.setUTCFullYear(year)
	const at = new Date(Date.UTC(2000, month - 1, date))
	at.setUTCFullYear(year)
	return Math.round((at.getTime() - start.getTime()) / DAY_MS) + 1
}

/**
 * Progress towards `target` with `done` so far, on `today` ('YYYY-MM-DD'). The schedule is even over the
 * year's days: by the end of day d of a 365-day year a reader on schedule has target × d / 365. Ahead or
 * behind is the whole number nearest the difference; a goal of a year not begun is 'not started', one of a
 * year that has ended is reached or missed.
 */
export function goalProgress(
	goal: { year: number; unit: GoalUnit; target: number },
	done: number,
	today: string,
): GoalProgress {
	const { target, unit } = goal
	const percent = Math.min(100, Math.floor((done / target) * 100))
	const base = `${count(done)} of ${count(target)} ${unit === 'books' && target === 1 ? 'book' : unit}`
	const result = (schedule: GoalSchedule, difference: number, tail: string) => ({
		done,
		target,
		percent,
		schedule,
		difference,
		text: `${base}, ${tail}`,
	})
	const thisYear = Number(today.slice(0, 4))
	if (done >= target) return result('reached', done - target, 'goal reached')
	if (goal.year < thisYear) return result('missed', done - target, `${count(target - done)} short of the goal`)
	if (goal.year > thisYear) return result('not-started', 0, 'the year has not begun')
	const expected = (target * dayOfYear(today)) / (isLeap(thisYear) ? 366 : 365)
	const difference = Math.round(done - expected)
	if (difference > 0) return result('ahead', difference, `${count(difference)} ahead of schedule`)
	if (difference < 0) return result('behind', difference, `${count(-difference)} behind schedule`)
	return result('on', 0, 'on schedule')
}
