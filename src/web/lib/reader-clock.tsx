import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react'
import { localToday } from '../../shared/days.ts'
import { relativeTime } from './relative-time.ts'
import { formatDateTime, formatLongDate } from './format-date.ts'

/**
 * The time a page tells dates by: when 'now' is and in which time zone. In the browser it is the browser's own
 * clock. The server renders a page with its clock and in UTC (it cannot know the reader's zone), and the
 * browser's first render of that page, which must match it to take it over, uses the same; right after, the page
 * shows the reader's own dates and 'minutes ago'.
 */
export type Clock = { now: number | null; timeZone: string | undefined }

/** The browser's own clock and time zone. */
export const BROWSER_CLOCK: Clock = { now: null, timeZone: undefined }
const RenderedWith = createContext<Clock>(BROWSER_CLOCK)

/** The clock a server-rendered page was rendered with; outside one, the browser's. */
export function RenderedClock({ clock, children }: { clock: Clock; children: ReactNode }) {
	return <RenderedWith.Provider value={clock}>{children}</RenderedWith.Provider>
}

const unchanging = () => () => {}

/** Dates and times as this page shows them (see Clock). */
export function useReaderTime() {
	const rendered = useContext(RenderedWith)
	const { now, timeZone } = useSyncExternalStore(
		unchanging,
		() => BROWSER_CLOCK,
		() => rendered,
	)
	return useMemo(() => {
		const at = () => (now === null ? new Date() : new Date(now))
		return {
			/** 'November 21, 2026' */
			longDate: (iso: string) => formatLongDate(iso, timeZone),
			/** 'November 21, 2026 at 5:53 PM' */
			dateTime: (iso: string) => formatDateTime(iso, timeZone),
			/** 'just now', '5 minutes ago', then the date */
			ago: (iso: string) => relativeTime(iso, at(), timeZone),
			/** 'YYYY-MM-DD' */
			today: () => localToday(at(), timeZone),
			year: () => Number(localToday(at(), timeZone).slice(0, 4)),
		}
	}, [now, timeZone])
}
