import type { Context } from 'hono'
import type { BookSummary } from '../../shared/schemas/books.ts'
import type { EntryView } from '../../shared/schemas/entries.ts'

// Pages of entries written as JSON text from parts kept with them. JSON.stringify of a page of 20 to 30
// entries, each repeating its book's summary, was the largest single cost of a cached page in a CPU profile
// (about 40 µs of a book's reviews); the parts are written once, when a page is kept. The text is exactly what
// JSON.stringify gives for the same objects: the same keys in the same order (the tests compare the two).

/** An entry's fields that are the same for every viewer, as JSON: before its book, and from its reader to updatedAt. */
export type EntryJsonParts = { head: string; body: string }
export type FixedEntryFields = Omit<EntryView, 'book' | 'likeCount' | 'likedByViewer' | 'hidden' | 'can'>
/** The fields after updatedAt, in EntryView's order. */
export type EntryTail = Pick<EntryView, 'likeCount' | 'likedByViewer' | 'hidden'> & { edit: boolean }

export function entryJsonParts({ id, ...fields }: FixedEntryFields): EntryJsonParts {
	return { head: `{"id":${JSON.stringify(id)},"book":`, body: `,${JSON.stringify(fields).slice(1, -1)}` }
}

/** The entry as JSON.stringify(EntryView) writes it, with its book's JSON (bookJson). */
export function entryJson(parts: EntryJsonParts, book: string, tail: EntryTail): string {
	return `${parts.head}${book}${parts.body},"likeCount":${tail.likeCount},"likedByViewer":${tail.likedByViewer},"hidden":${tail.hidden},"can":{"edit":${tail.edit}}}`
}

const bookTexts = new WeakMap<BookSummary, string>()

/** The book's JSON, written once for each summary the catalogue cache hands out (it hands out the same object while it holds it). */
export function bookJson(book: BookSummary): string {
	let text = bookTexts.get(book)
	if (text === undefined) {
		text = JSON.stringify(book)
		bookTexts.set(book, text)
	}
	return text
}

/** A page's JSON: its entries first, then the other fields in the order given. */
export function pageJson(entries: string[], rest: Record<string, unknown>): string {
	let text = `{"entries":[${entries.join(',')}]`
	for (const [key, value] of Object.entries(rest)) text += `,${JSON.stringify(key)}:${JSON.stringify(value)}`
	return `${text}}`
}

const bookSerials = new WeakMap<BookSummary, number>()
let lastSerial = 0

/**
 * A number for this summary object, new for each one the catalogue cache hands out: a page kept with a book's
 * JSON in it is kept under it, so a catalogue change (or the cache's minute passing) builds the page again.
 */
export function bookSerial(book: BookSummary): number {
	let serial = bookSerials.get(book)
	if (serial === undefined) {
		serial = ++lastSerial
		bookSerials.set(book, serial)
	}
	return serial
}

/** A 200 with JSON text (or its UTF-8 bytes, kept), as c.json would send the object. */
export const jsonText = (c: Context, text: string | Uint8Array<ArrayBuffer>) =>
	c.body(text, 200, { 'Content-Type': 'application/json' })
