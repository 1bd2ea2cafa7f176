/** Better Auth dates arrive as Date on PostgreSQL and ISO text on SQLite; the API always sends ISO text. */
export function isoDate(value: Date | string): string
export function isoDate(value: Date | string | null): string | null
export function isoDate(value: Date | string | null) {
	if (value === null) return null
	return value instanceof Date ? value.toISOString() : new Date(value).toISOString()
}
