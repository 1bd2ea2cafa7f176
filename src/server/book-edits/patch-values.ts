import type { z } from 'zod'
import type { BookPatch } from '../../shared/schemas/book-edits.ts'
import type { FieldValues } from './edit-book.ts'

/**
 * A correction's fields as the values editBook sets. The form edits the year alone: a stored date keeps its
 * month and day while its year is unchanged.
 */
export function patchValues(patch: z.output<typeof BookPatch>, publishedDate: string | null): FieldValues {
	const { year, ...rest } = patch
	if (year === undefined) return rest
	const kept = year !== null && publishedDate?.startsWith(String(year))
	return { ...rest, publishedDate: kept ? publishedDate : year === null ? null : String(year) }
}
