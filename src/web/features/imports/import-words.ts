import type { ImportSource, ImportStatus, MatchMethod } from '../../../shared/schemas/imports.ts'

export const SOURCE_NAMES: Record<ImportSource, string> = {
	goodreads: 'Goodreads',
	storygraph: 'StoryGraph',
	openlibrary: 'Open Library',
}

export const STATUS_WORDS: Record<ImportStatus, string> = {
	matching: 'Finding the books',
	review: 'Waiting for your review',
	queued: 'Waiting to start',
	running: 'Importing',
	done: 'Imported',
	cancelled: 'Cancelled',
}

export const METHOD_WORDS: Record<MatchMethod, string> = {
	isbn: 'Matched by ISBN',
	identifier: 'Matched by its Goodreads or Open Library id',
	title_author: 'Matched by title and author',
	service: 'Found at a book service',
	chosen: 'Chosen by you',
	created: 'Created from this row',
	none: 'No match',
}

/** 0.87 → 'high', 0.72 → 'fair': a word next to the percentage, so colour is never the only signal. */
export function confidenceWord(confidence: number): string {
	if (confidence >= 0.95) return 'certain'
	if (confidence >= 0.85) return 'high'
	return 'fair'
}

export const SHELF_WORDS = { want: 'Want to read', reading: 'Reading', read: 'Read', dnf: 'Did not finish' } as const
