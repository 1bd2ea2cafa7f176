import { ApiError } from './errors.ts'

// Keyset pagination: a cursor is the sort key of the last row shown, so the next page starts after it and
// stays right while rows are added (unlike an offset). Opaque to clients: base64url of a JSON array.

export function encodeCursor(key: readonly (string | number)[]): string {
	return Buffer.from(JSON.stringify(key)).toString('base64url')
}

/** The key inside a cursor, checked against the types the list sorts by; a 400 naming 'cursor' otherwise. */
export function decodeCursor<const T extends readonly ('string' | 'number')[]>(
	cursor: string,
	types: T,
): { [K in keyof T]: T[K] extends 'number' ? number : string } {
	const invalid = new ApiError(400, 'validation_failed', 'cursor is not valid', { cursor: 'cursor is not valid' })
	let key: unknown
	try {
		key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
	} catch {
		throw invalid
	}
	if (!Array.isArray(key) || key.length !== types.length || key.some((value, i) => typeof value !== types[i]))
		throw invalid
	return key as { [K in keyof T]: T[K] extends 'number' ? number : string }
}

/**
 * A page from rows fetched with limit + 1: the extra row only tells that a next page exists, and the next
 * page's cursor is the sort key of the last row shown.
 */
export function keysetPage<Row>(
	rows: Row[],
	limit: number,
	key: (row: Row) => readonly (string | number)[],
): { rows: Row[]; nextCursor: string | null } {
	const shown = rows.slice(0, limit)
	const last = shown.at(-1)
	return { rows: shown, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(key(last)) : null }
}
