import { foldText } from '../books/search-text.ts'

const words = (text: string) =>
	foldText(text)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
// A subtitle after ':' is often missing on one side ('Today I Wrote Nothing' / '…: The Selected Writings').
const mainTitle = (title: string) => title.split(/\s*[:(]/)[0] ?? title

/** How alike two titles are, 0–1: the same words score 1; one main title inside the other 0.9; else word overlap. */
export function titleScore(wanted: string, found: string): number {
	const a = words(wanted).join(' ')
	const b = words(found).join(' ')
	if (!a || !b) return 0
	if (a === b) return 1
	const mainA = words(mainTitle(wanted)).join(' ')
	const mainB = words(mainTitle(found)).join(' ')
	if (mainA && mainA === mainB) return 0.9
	const x = new Set(a.split(' '))
	const y = new Set(b.split(' '))
	let shared = 0
	for (const word of x) if (y.has(word)) shared++
	return (0.8 * shared) / (x.size + y.size - shared)
}

/** 1 when any of the wanted authors' surnames is a found author's surname ('J. R. R. Tolkien' / 'J.R.R. Tolkien'). */
export function authorScore(wanted: string[], found: string[]): number {
	const surname = (name: string) => words(name).at(-1) ?? ''
	const foundSurnames = new Set(found.map(surname).filter(Boolean))
	return wanted.some((name) => foundSurnames.has(surname(name))) ? 1 : 0
}

/**
 * The confidence that a catalogue book is the row's book, 0–1. Without an author in the row the title alone
 * can reach 0.8 at most; with one, a wrong author costs 0.4, so 'Dune' by someone else stays below the
 * acceptance threshold.
 */
export function matchConfidence(
	row: { title: string; authors: string[] },
	book: { title: string; authors: string[] },
): number {
	const title = titleScore(row.title, book.title)
	if (row.authors.length === 0) return Math.round(title * 0.8 * 100) / 100
	return Math.round((0.6 * title + 0.4 * authorScore(row.authors, book.authors)) * 100) / 100
}

/** Below this a title and author match is not taken: the row waits for the reader in the review step. */
export const ACCEPT_CONFIDENCE = 0.7

/**
 * True when a book found by an identifier is plainly another book than the row's: neither the title (not even
 * its main part, nor half its words) nor any author's surname agrees. One of the two agreeing is an edition's
 * or a translation's difference ('1Q84' / '1Q84 BOOK 1' by Murakami), not another book.
 */
export function disagree(row: { title: string; authors: string[] }, book: { title: string; authors: string[] }) {
	return titleScore(row.title, book.title) < 0.4 && authorScore(row.authors, book.authors) === 0
}
