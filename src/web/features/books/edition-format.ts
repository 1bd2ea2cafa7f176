import { EDITION_FORMATS, FORMAT_LABELS, listeningLength, type EditionView } from '../../../shared/schemas/editions.ts'
import { languageName, publishedYear } from './book-format.ts'

/** The formats as a form offers them for a book or an edition (a read's form says how it was read instead). */
export const EDITION_FORMAT_OPTIONS = EDITION_FORMATS.map((value) => ({
	value,
	label: FORMAT_LABELS[value],
	description: { print: 'Paperback or hardcover.', ebook: 'Kindle, EPUB, PDF.', audiobook: 'Read aloud.' }[value],
}))

/** The length an edition states: '304 pages' or '11 h 30 min'; null when unknown. */
export function editionLength(edition: Pick<EditionView, 'pageCount' | 'audioMinutes'>): string | null {
	if (edition.audioMinutes) return listeningLength(edition.audioMinutes)
	return edition.pageCount ? `${edition.pageCount.toLocaleString('en-US')} pages` : null
}

/** One line that tells editions apart: 'Audiobook · 11 h 30 min · Listening Library · 2002'. */
export function describeEdition(edition: EditionView): string {
	return [
		FORMAT_LABELS[edition.format],
		editionLength(edition),
		edition.publisher,
		edition.publishedDate && publishedYear(edition.publishedDate),
		edition.language && languageName(edition.language),
	]
		.filter(Boolean)
		.join(' · ')
}
