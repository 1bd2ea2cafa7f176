// Loose values of export files, normalised once for every source.

import { roundToHalf } from '../../shared/ratings.ts'
import { splitAuthorList } from '../books/catalog-values.ts'

/** '2014/04/08' (Goodreads, StoryGraph) or '2014-04-08' → '2014-04-08'; anything else is no date (null). */
export function slashDate(raw: string | undefined): string | null {
	const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec((raw ?? '').trim())
	if (!match) return null
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
	const date = new Date(Date.UTC(year, month - 1, day))
	// 2014/02/30 is not a day: Date would roll it over to March.
	if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
	return date.toISOString().slice(0, 10)
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/**
 * Goodreads reviews are HTML ('<br/><br/>', '<blockquote>', '<i>'). Dogear reviews are plain text whose
 * paragraphs are separated by a blank line, so breaks and block ends become line breaks, other tags go and
 * entities are decoded last (so '&lt;b&gt;' stays visible text, not a tag).
 */
export function htmlToText(html: string): string {
	return html
		.replace(/<br\s*\/?>/gi, '\n')
		.replace(/<\/?(p|div|blockquote|ul|ol|h\d)\b[^>]*>/gi, '\n\n')
		.replace(/<li\b[^>]*>/gi, '\n• ')
		.replace(/<[^>]+>/g, '')
		.replace(/&(#\d+|#x[\da-f]+|[a-z]+\d*);/gi, (whole, name: string) => {
			if (name.startsWith('#x') || name.startsWith('#X'))
				return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
			if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)))
			return ENTITIES[name.toLowerCase()] ?? whole
		})
		.split('\n')
		.map((line) => line.trim())
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim()
}

/** 'america, fiction' → ['america', 'fiction'], trimmed, without blanks or repeats. */
export function splitList(raw: string | undefined): string[] {
	return [
		...new Set(
			(raw ?? '')
				.split(',')
				.map((part) => part.trim())
				.filter(Boolean),
		),
	]
}

/** Custom exclusive shelves that mean 'did not finish': 'DNF', 'did-not-finish', 'abandoned', 'gave up'… */
export function isDnfShelf(name: string): boolean {
	return /\bdnf\b|did[\s_-]*not[\s_-]*finish|abandon|gave[\s_-]*up|unfinished|not[\s_-]*finished|quit/i.test(name)
}

/**
 * A rating in stars from a source's number: 0 or blank is unrated (Goodreads writes 0), StoryGraph's quarter
 * stars are rounded to Dogear's half stars (3.75 → 4, 3.25 → 3.5). Returns the stars and, when rounding
 * changed the value, a note saying so.
 */
export function importRating(raw: string | undefined): { stars: number | null; note: string | null } {
	const value = Number.parseFloat((raw ?? '').trim())
	if (!Number.isFinite(value) || value <= 0) return { stars: null, note: null }
	const stars = Math.min(5, Math.max(0.5, roundToHalf(value)))
	return {
		stars,
		note: stars === value ? null : `Rated ${value} stars: rounded to ${stars} (Dogear rates in half stars)`,
	}
}

/** 'Ursula K. Le Guin, Todd Barton' → names; 'Shvorne Marks (Narrator)' loses its role. */
export function authorNames(list: string): string[] {
	return splitAuthorList(list).map((name) => name.replace(/\s*\([^)]*\)$/, '').replace(/\s+/g, ' '))
}

/** Undoes the apostrophes Dogear's own export puts before formula starts ('=…, ok;'=…), so a review round-trips. */
export function unneutralise(cell: string): string {
	return cell.replace(/(?<=^|[;,\t\r\n] *)'(?=[=+\-@\t\r])/g, '')
}

/** A day from ISO text with or without a time ('2024-03-01T13:01:12.937'), or LibraryThing's '[2007-04-16]'. */
export function isoDay(raw: string | undefined): string | null {
	const match = /^\[?(\d{4}-\d\d-\d\d)(?:[T ][^\]]*)?\]?$/.exec((raw ?? '').trim())
	return match ? slashDate(match[1]) : null
}

/** 'Cortazar, Julio' → 'Julio Cortazar': a catalogue's 'surname, given names'; anything else stays as written. */
export function invertedName(name: string): string {
	const match = /^([^,\s]+(?:\s+[^,\s]+)?),\s*([^,]+)$/.exec(name.trim())
	return match ? `${match[2]!.trim()} ${match[1]!}` : name.trim()
}

/** Whole pages from '590 ', '590 p.' or '347'; none for blanks and zero. */
export function pages(raw: string | undefined): number | null {
	const value = Number.parseInt((raw ?? '').trim(), 10)
	return value > 0 ? value : null
}
