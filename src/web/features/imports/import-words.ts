import type { ImportSource, ImportStatus, MatchMethod } from '../../../shared/schemas/imports.ts'

export const SOURCE_NAMES: Record<ImportSource, string> = {
	goodreads: 'Goodreads',
	storygraph: 'StoryGraph',
	openlibrary: 'Open Library',
	librarything: 'LibraryThing',
	calibre: 'Calibre',
	openreads: 'Openreads',
	bookwyrm: 'BookWyrm',
}

/** Where each service keeps its export, for the upload form. */
export const SOURCE_HOWTO: Record<ImportSource, string> = {
	goodreads: 'My Books › Import and export › Export library (CSV)',
	storygraph: 'Manage account › Export StoryGraph library (CSV)',
	openlibrary: 'My Books › Reading log › Export as CSV',
	librarything: 'Tools › Import/Export › Export all books › Tab-delimited text (TSV)',
	calibre: 'Convert books › Create a catalog of the books in your library › CSV',
	openreads: 'Settings › Backup › Export CSV',
	bookwyrm: 'Settings › Export BookWyrm account data › CSV export',
}

export const STATUS_WORDS: Record<ImportStatus, string> = {
	matching: 'Finding the books',
	review: 'Waiting for your review',
	creating: 'Creating books from rows',
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
