import type { BookDetail, BookSummary } from '../../../shared/schemas/books.ts'
import { dateFormat } from '../../lib/date-formats.ts'

/**
 * A published date in en-US with only the precision the source gave: '2012', 'March 2012', 'March 5, 2012'.
 * Built with setUTCFullYear because Date.UTC reads years below 100 as 19xx.
 */
export function formatPublishedDate(date: string): string {
	const [year, month, day] = date.split('-').map(Number)
	if (year === undefined || month === undefined) return String(year ?? date)
	const moment = new Date(0)
	moment.setUTCFullYear(year, month - 1, day ?? 1)
	const options: Intl.DateTimeFormatOptions =
		day === undefined ? { year: 'numeric', month: 'long' } : { dateStyle: 'long' }
	return dateFormat({ ...options, timeZone: 'UTC' }).format(moment)
}

/** The year alone, for result lists: '2012-03-05' → '2012'. */
export const publishedYear = (date: string) => String(Number(date.slice(0, 4)))

/** 'Book 3 of The Series', or 'Part of The Series' when the source gave no number. */
export function formatSeries(series: NonNullable<BookSummary['series']>): string {
	return series.number ? `Book ${series.number} of ${series.name}` : `Part of ${series.name}`
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' })

/** 'en' → 'English'; a code Intl does not know is shown as it is. */
export function languageName(code: string): string {
	try {
		return LANGUAGE_NAMES.of(code) ?? code
	} catch {
		return code
	}
}

type Identifier = BookDetail['identifiers'][number]

const IDENTIFIER_LABELS: Record<Identifier['scheme'], string> = {
	isbn13: 'ISBN-13',
	isbn10: 'ISBN-10',
	olWork: 'Open Library work',
	olEdition: 'Open Library edition',
	google: 'Google Books',
	goodreads: 'Goodreads',
}
const IDENTIFIER_ORDER = Object.keys(IDENTIFIER_LABELS) as Identifier['scheme'][]

const IDENTIFIER_PAGES: Partial<Record<Identifier['scheme'], (value: string) => string>> = {
	olWork: (v) => `https://openlibrary.org/works/${encodeURIComponent(v)}`,
	olEdition: (v) => `https://openlibrary.org/books/${encodeURIComponent(v)}`,
	google: (v) => `https://books.google.com/books?id=${encodeURIComponent(v)}`,
	goodreads: (v) => `https://www.goodreads.com/book/show/${encodeURIComponent(v)}`,
}

/** Identifiers in a fixed order with readable labels, and the page of the book on the service that issued it. */
export function describeIdentifiers(identifiers: Identifier[]) {
	return [...identifiers]
		.sort((a, b) => IDENTIFIER_ORDER.indexOf(a.scheme) - IDENTIFIER_ORDER.indexOf(b.scheme))
		.map((id) => ({
			...id,
			label: IDENTIFIER_LABELS[id.scheme],
			href: IDENTIFIER_PAGES[id.scheme]?.(id.value) ?? null,
		}))
}

/** A date as the source wrote it ('3 January 1892' from Open Library) or in our own form ('1892-01-03'). */
const lifeDate = (date: string) => (/^\d{4}(-\d{2}(-\d{2})?)?$/.test(date) ? formatPublishedDate(date) : date.trim())

/** '1892 – 1973', 'Born 1965', 'Died 1973', or null when neither date is known. */
export function formatLifeDates(birth: string | null, death: string | null): string | null {
	if (birth && death) return `${lifeDate(birth)} – ${lifeDate(death)}`
	if (birth) return `Born ${lifeDate(birth)}`
	if (death) return `Died ${lifeDate(death)}`
	return null
}
