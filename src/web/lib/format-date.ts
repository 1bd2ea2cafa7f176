import { dateFormat } from './date-formats.ts'

// In the browser's own time zone, or in `timeZone` (an IANA name) when given: see reader-clock.tsx.

/** Dates as en-US long text ("November 21, 2026"), the way the profile and settings pages write them. */
export const formatLongDate = (iso: string, timeZone?: string) =>
	dateFormat({ dateStyle: 'long', timeZone }).format(new Date(iso))

/** A moment with its time ("November 21, 2026 at 5:53 PM"), for sign-ins and sessions. */
export const formatDateTime = (iso: string, timeZone?: string) =>
	dateFormat({ dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso))
