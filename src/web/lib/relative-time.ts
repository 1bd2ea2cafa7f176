import { dateFormat } from './date-formats.ts'

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long ago, in words, for the last week ('just now', '5 minutes ago', 'yesterday', '3 days ago'); older
 * moments as their en-US date ('November 3, 2026'), which does not go stale while the page is open.
 */
export function relativeTime(iso: string, now: Date = new Date(), timeZone?: string): string {
	const moment = new Date(iso)
	const ago = now.getTime() - moment.getTime()
	if (ago < MINUTE) return 'just now'
	if (ago < HOUR) return RELATIVE.format(-Math.floor(ago / MINUTE), 'minute')
	if (ago < DAY) return RELATIVE.format(-Math.floor(ago / HOUR), 'hour')
	if (ago < 7 * DAY) return RELATIVE.format(-Math.floor(ago / DAY), 'day')
	return dateFormat({ dateStyle: 'long', timeZone }).format(moment)
}
