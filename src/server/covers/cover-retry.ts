const DAY_MS = 24 * 60 * 60 * 1000
/** A failed source is left alone at least this long: dead links stay dead, and a service that was down gets a new try. */
const COVER_RETRY_MS = DAY_MS
const COVER_RETRY_MAX_MS = 32 * DAY_MS

/**
 * When a cover that failed `attempts` times in a row is tried again: a day after the first failure, then
 * two, four, … days, at most a month: a book nobody has a cover for costs a request a month, not one a day.
 */
export function coverRetryAt(now: Date, attempts: number) {
	const wait = Math.min(COVER_RETRY_MS * 2 ** Math.max(0, attempts - 1), COVER_RETRY_MAX_MS)
	return new Date(now.getTime() + wait).toISOString()
}
