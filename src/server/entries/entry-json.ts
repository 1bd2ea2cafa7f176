import type { BookSummary } from '../../shared/schemas/books.ts'
import type { BookEntriesResponse, DiaryResponse, EntryPage, EntryView } from '../../shared/schemas/entries.ts'

// The one writer of the pages of entries (a book's reviews, the diary, Your reviews) as JSON text, from parts
// written once when a page is kept: JSON.stringify of a page of entries each repeating its book's summary
// costs two and a half to five times as much (docs/performance.md, 'Reading log pages'). Each key is written in the
// order of its zod schema (src/shared/schemas), so the text is exactly JSON.stringify of the schema's parse
// of the same values, whatever order the caller's objects hold their keys in (entry-json.test.ts).

/** An entry's fields that are the same for every viewer, as JSON: before its book, and from its reader to audioMinutes. */
export type EntryJsonParts = { head: string; body: string }
export type FixedEntryFields = Omit<EntryView, 'book' | 'likeCount' | 'likedByViewer' | 'hidden' | 'can'>
/** The fields after audioMinutes, in EntryView's order. */
export type EntryTail = Pick<EntryView, 'likeCount' | 'likedByViewer' | 'hidden'> & { edit: boolean }

const text = JSON.stringify

export function entryJsonParts(f: FixedEntryFields): EntryJsonParts {
	const { username, name, image } = f.reader
	return {
		head: `{"id":${text(f.id)},"book":`,
		body:
			`,"reader":{"username":${text(username)},"name":${text(name)},"image":${text(image)}}` +
			`,"readOn":${text(f.readOn)},"startedOn":${text(f.startedOn)},"rating":${text(f.rating)}` +
			`,"liked":${f.liked},"reread":${f.reread},"spoilers":${f.spoilers},"review":${text(f.review)}` +
			`,"visibility":${text(f.visibility)},"createdAt":${text(f.createdAt)},"updatedAt":${text(f.updatedAt)}` +
			`,"editionId":${text(f.editionId)},"format":${text(f.format)},"pageCount":${text(f.pageCount)}` +
			`,"audioMinutes":${text(f.audioMinutes)}`,
	}
}

/** The entry as EntryView JSON, with its book. */
export function entryJson(parts: EntryJsonParts, book: BookSummary, tail: EntryTail): string {
	return `${parts.head}${bookJson(book)}${parts.body},"likeCount":${text(tail.likeCount)},"likedByViewer":${tail.likedByViewer},"hidden":${tail.hidden},"can":{"edit":${tail.edit}}}`
}

const bookTexts = new WeakMap<BookSummary, string>()

/** The book's JSON, written once for each summary the catalogue cache hands out (it hands out the same object while it holds it). */
function bookJson(book: BookSummary): string {
	let written = bookTexts.get(book)
	if (written === undefined) {
		const authors = book.authors.map((a) => `{"id":${text(a.id)},"name":${text(a.name)}}`).join(',')
		const series = book.series && `{"name":${text(book.series.name)},"number":${text(book.series.number)}}`
		written =
			`{"id":${text(book.id)},"title":${text(book.title)},"subtitle":${text(book.subtitle)},"authors":[${authors}]` +
			`,"publishedDate":${text(book.publishedDate)},"series":${series ?? 'null'},"language":${text(book.language)}` +
			`,"coverVersion":${text(book.coverVersion)}}`
		bookTexts.set(book, written)
	}
	return written
}

const entriesJson = (entries: readonly string[]) => `{"entries":[${entries.join(',')}],"nextCursor":`

/** Your reviews' page (EntryPage) from its entries' JSON (entryJson). */
export const entryPageJson = (entries: readonly string[], { nextCursor }: Omit<EntryPage, 'entries'>) =>
	`${entriesJson(entries)}${text(nextCursor)}}`

/** The diary's page (DiaryResponse) from its entries' JSON (entryJson). */
export const diaryPageJson = (entries: readonly string[], { nextCursor, years }: Omit<DiaryResponse, 'entries'>) =>
	`${entriesJson(entries)}${text(nextCursor)},"years":${text(years)}}`

/** A page of a book's reviews (BookEntriesResponse) from its entries' JSON (entryJson). */
export function bookEntriesPageJson(
	entries: readonly string[],
	{ nextCursor, ratings, hiddenSpoilers }: Omit<BookEntriesResponse, 'entries'>,
): string {
	const { average, count, histogram } = ratings
	return `${entriesJson(entries)}${text(nextCursor)},"ratings":{"average":${text(average)},"count":${text(count)},"histogram":${text(histogram)}},"hiddenSpoilers":${text(hiddenSpoilers)}}`
}
