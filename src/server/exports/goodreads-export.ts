import type { EditionFormat } from '../../shared/schemas/editions.ts'
import type { Database, ShelfStatus } from '../db/schema.ts'
import {
	goodreadsLine,
	GOODREADS_HEADERS,
	goodreadsStars,
	reviewHtml,
	slashed,
	csvLine,
	type GoodreadsRow,
} from './goodreads-csv.ts'

const EXCLUSIVE: Record<ShelfStatus, string> = {
	read: 'read',
	reading: 'currently-reading',
	want: 'to-read',
	dnf: 'did-not-finish',
}
// IN lists stay far below SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 1000

type EntryRow = {
	bookId: string
	readOn: string
	rating: number | null
	review: string
	spoilers: number
	createdAt: string
	editionId: string | null
	format: EditionFormat | null
	pageCount: number | null
}
type EditionFacts = Awaited<ReturnType<typeof editionFacts>> extends Map<string, infer T> ? T : never

/** Formats as Goodreads bindings that read back as the same format (goodreads-record.ts, bindingFormat). */
const BINDINGS: Record<EditionFormat, string> = { print: 'Print', ebook: 'ebook', audiobook: 'Audiobook' }

/**
 * The reader's library as a Goodreads export: one row per book they shelved or logged, in title order. The
 * latest read is 'Date Read' and every read counts in 'Read Count'; Goodreads has one date per book, so the
 * days of earlier rereads are not in this file (they are in the JSON archive). 'My Rating' and 'My Review'
 * come from the latest read that has them; tags are 'Bookshelves', and the tag 'owned' is 'Owned Copies'. ISBNs,
 * publisher, binding and pages are the latest read's (its edition's, else the book's), so they import back onto it.
 */
export async function goodreadsExport(db: Database, userId: string): Promise<string> {
	const [shelves, entries, tags] = await Promise.all([
		db.selectFrom('shelf').select(['bookId', 'status', 'addedAt']).where('userId', '=', userId).execute(),
		db
			.selectFrom('entry')
			.select(['bookId', 'readOn', 'rating', 'review', 'spoilers', 'createdAt', 'editionId', 'format', 'pageCount'])
			.where('userId', '=', userId)
			.orderBy('readOn', 'desc')
			.orderBy('createdAt', 'desc')
			.execute(),
		db.selectFrom('readerTag').select(['bookId', 'tag']).where('userId', '=', userId).orderBy('tag').execute(),
	])
	const bookIds = [...new Set([...shelves.map((s) => s.bookId), ...entries.map((e) => e.bookId)])]
	const [books, editions] = await Promise.all([
		bookFacts(db, bookIds),
		editionFacts(db, [...new Set(entries.flatMap((e) => (e.editionId ? [e.editionId] : [])))]),
	])
	const lines = [csvLine([...GOODREADS_HEADERS])]
	// Grouped once: looking each book's shelf, reads and tags up in the whole lists was quadratic, seconds of the
	// event loop for a library of thousands of books.
	const shelfOf = new Map(shelves.map((s) => [s.bookId, s]))
	const readsOf = groupBy(entries, (e) => e.bookId)
	const tagsOf = groupBy(tags, (t) => t.bookId)
	const rows = bookIds.flatMap((bookId) => {
		const book = books.get(bookId)
		if (!book) return []
		return [
			row(
				book,
				shelfOf.get(bookId),
				readsOf.get(bookId) ?? [],
				(tagsOf.get(bookId) ?? []).map((t) => t.tag),
				editions,
			),
		]
	})
	rows.sort((a, b) => (a.Title ?? '').localeCompare(b.Title ?? ''))
	for (const r of rows) lines.push(goodreadsLine(r))
	return lines.join('')
}

/** The items by key, each group in the items' order. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
	const groups = new Map<string, T[]>()
	for (const item of items) {
		const group = groups.get(key(item))
		if (group) group.push(item)
		else groups.set(key(item), [item])
	}
	return groups
}

type BookFacts = Awaited<ReturnType<typeof bookFacts>> extends Map<string, infer T> ? T : never

function row(
	book: BookFacts,
	shelf: { status: ShelfStatus; addedAt: string } | undefined,
	reads: EntryRow[],
	tags: string[],
	editions: Map<string, EditionFacts>,
): GoodreadsRow {
	// The latest read's edition and length, as the latest read's day is Date Read.
	const latest = reads[0]
	const edition = latest?.editionId ? editions.get(latest.editionId) : undefined
	// An audiobook's book page count is another edition's length.
	const pages = latest?.pageCount ?? edition?.pageCount ?? (latest?.format === 'audiobook' ? null : book.pageCount)
	const isbns = edition?.isbn13 ? edition : book
	const rated = reads.find((e) => e.rating !== null)
	const reviewed = reads.find((e) => e.review !== '')
	const status = shelf?.status ?? 'read'
	const shelfTags = tags.filter((t) => t !== 'owned')
	const bookshelves = status === 'dnf' ? ['did-not-finish', ...shelfTags] : shelfTags
	const [first, ...others] = book.authors
	const added = shelf?.addedAt ?? reads.at(-1)?.createdAt ?? null
	return {
		'Book Id': book.goodreads ?? '',
		Title: book.seriesName ? `${book.title} (${book.seriesName}, #${book.seriesNumber ?? ''})` : book.title,
		Author: first?.name ?? '',
		'Author l-f': first?.sortName ?? '',
		'Additional Authors': others.map((a) => a.name).join(', '),
		ISBN: isbns.isbn10 ?? '',
		ISBN13: isbns.isbn13 ?? '',
		'My Rating': goodreadsStars(rated?.rating ?? null),
		Publisher: edition?.publisher ?? '',
		Binding: latest?.format ? BINDINGS[latest.format] : '',
		'Number of Pages': pages ? String(pages) : '',
		'Year Published': book.publishedDate?.slice(0, 4) ?? '',
		'Original Publication Year': book.publishedDate?.slice(0, 4) ?? '',
		'Date Read': slashed(reads[0]?.readOn ?? null),
		'Date Added': slashed(added),
		Bookshelves: bookshelves.join(', '),
		'Bookshelves with positions': bookshelves.join(', '),
		'Exclusive Shelf': EXCLUSIVE[status],
		'My Review': reviewHtml(reviewed?.review ?? ''),
		Spoiler: reviewed?.spoilers ? 'true' : '',
		'Read Count': String(reads.length),
		'Owned Copies': tags.includes('owned') ? '1' : '0',
	}
}

/** The editions reads name: publisher, pages and ISBNs. */
async function editionFacts(db: Database, editionIds: string[]) {
	const facts = new Map<
		string,
		{ publisher: string | null; pageCount: number | null; isbn10?: string; isbn13?: string }
	>()
	for (let start = 0; start < editionIds.length; start += CHUNK) {
		const ids = editionIds.slice(start, start + CHUNK)
		const [editions, identifiers] = await Promise.all([
			db.selectFrom('edition').select(['id', 'publisher', 'pageCount']).where('id', 'in', ids).execute(),
			db
				.selectFrom('bookIdentifier')
				.select(['editionId', 'scheme', 'value'])
				.where('editionId', 'in', ids)
				.where('scheme', 'in', ['isbn10', 'isbn13'])
				.orderBy('value')
				.execute(),
		])
		for (const { id, ...edition } of editions) facts.set(id, edition)
		for (const { editionId, scheme, value } of identifiers) {
			const edition = editionId ? facts.get(editionId) : undefined
			if (edition && (scheme === 'isbn10' || scheme === 'isbn13')) edition[scheme] ??= value
		}
	}
	return facts
}

async function bookFacts(db: Database, bookIds: string[]) {
	const facts = new Map<
		string,
		{
			title: string
			seriesName: string | null
			seriesNumber: string | null
			pageCount: number | null
			publishedDate: string | null
			authors: { name: string; sortName: string }[]
			isbn10?: string
			isbn13?: string
			goodreads?: string
		}
	>()
	for (let start = 0; start < bookIds.length; start += CHUNK) {
		const ids = bookIds.slice(start, start + CHUNK)
		const [books, authors, identifiers] = await Promise.all([
			db
				.selectFrom('book')
				.select(['id', 'title', 'seriesName', 'seriesNumber', 'pageCount', 'publishedDate'])
				.where('id', 'in', ids)
				.execute(),
			db
				.selectFrom('bookAuthor')
				.innerJoin('author', 'author.id', 'bookAuthor.authorId')
				.select(['bookAuthor.bookId', 'author.name', 'author.sortName'])
				.where('bookAuthor.bookId', 'in', ids)
				.orderBy('bookAuthor.position')
				.execute(),
			db
				.selectFrom('bookIdentifier')
				.select(['bookId', 'scheme', 'value'])
				.where('bookId', 'in', ids)
				.where('scheme', 'in', ['isbn10', 'isbn13', 'goodreads'])
				.orderBy('value')
				.execute(),
		])
		const authorsOf = groupBy(authors, (a) => a.bookId)
		for (const { id, ...book } of books) facts.set(id, { ...book, authors: authorsOf.get(id) ?? [] })
		for (const { bookId, scheme, value } of identifiers) {
			const book = facts.get(bookId)
			if (book && scheme !== 'olWork' && scheme !== 'olEdition' && scheme !== 'google') book[scheme] ??= value
		}
	}
	return facts
}
