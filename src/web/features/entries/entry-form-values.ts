import type { EntryView } from '../../../shared/schemas/entries.ts'
import type { Visibility } from '../../../shared/schemas/visibility.ts'
import { characters, normaliseLineBreaks } from '../../../shared/text.ts'

/** What the log and edit forms hold; an empty start date is '' in the box and null in the entry. */
export type EntryValues = {
	readOn: string
	startedOn: string
	rating: number | null
	liked: boolean
	reread: boolean
	spoilers: boolean
	review: string
	visibility: Visibility
}

/** The form's fields in the order they are shown: the first one at fault gets the focus. */
export const ENTRY_FIELDS = [
	'readOn',
	'startedOn',
	'rating',
	'liked',
	'reread',
	'spoilers',
	'review',
	'visibility',
] as const
type EntryField = (typeof ENTRY_FIELDS)[number]

/** A fresh log: read today, nothing else said yet, seen by whom the reader usually chooses. */
export const newEntryValues = (today: string, visibility: Visibility): EntryValues => ({
	readOn: today,
	startedOn: '',
	rating: null,
	liked: false,
	reread: false,
	spoilers: false,
	review: '',
	visibility,
})

export const valuesOfEntry = (entry: EntryView): EntryValues => ({
	readOn: entry.readOn,
	startedOn: entry.startedOn ?? '',
	rating: entry.rating,
	liked: entry.liked,
	reread: entry.reread,
	spoilers: entry.spoilers,
	review: entry.review,
	visibility: entry.visibility,
})

/** The review as the server stores it: \n line breaks, no blank lines around it. */
const storedReview = (text: string) => normaliseLineBreaks(text).trim()

/** Characters counted as the server counts them (after trimming; an emoji is one). */
export const reviewCharacters = (text: string) => characters(storedReview(text))

/** The values as the API's fields: an empty start date is no start date. */
export function entryFields(values: EntryValues) {
	return { ...values, startedOn: values.startedOn === '' ? null : values.startedOn }
}

/**
 * The fields an edit changed, for a PATCH that writes only those. A review that differs only in trailing spaces
 * or line-break style is the same review to the server, so it is no change here either.
 */
export function changedFields(saved: EntryValues, values: EntryValues): Partial<ReturnType<typeof entryFields>> {
	const before = entryFields(saved)
	const after = entryFields(values)
	const same = (field: EntryField) =>
		field === 'review' ? storedReview(before.review) === storedReview(after.review) : before[field] === after[field]
	return Object.fromEntries(ENTRY_FIELDS.filter((field) => !same(field)).map((field) => [field, after[field]]))
}
