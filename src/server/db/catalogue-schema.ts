import type { ColumnType } from 'kysely'
import type { EditionFormat } from '../../shared/schemas/editions.ts'

// The catalogue's tables (books, authors, identifiers, covers), apart from schema.ts to keep each file readable.

/** A catalogue book. publishedDate is as the source gave it ('YYYY', 'YYYY-MM' or 'YYYY-MM-DD'). */
export interface BookTable {
	id: string
	title: string
	subtitle: string | null
	description: string | null
	/** Where the description came from ('openLibrary', 'googleBooks'); null when not recorded (before 0028). */
	descriptionSource: string | null
	/** When Open Library was last asked for a missing description (a book page asks once). */
	descriptionCheckedAt: string | null
	publishedDate: string | null
	/** null when unknown; sources that say 0 mean unknown too. */
	pageCount: number | null
	language: string | null
	seriesName: string | null
	seriesNumber: string | null
	coverSourceUrl: string | null
	popularity: ColumnType<number, number | undefined, number>
	/** The reader who added the book by hand; null for imported books and once their account is gone. */
	addedBy: ColumnType<string | null, string | null | undefined, string | null>
	createdAt: string
	updatedAt: string
}
export interface AuthorTable {
	id: string
	name: string
	sortName: string
	nameKey: string
	olKey: string | null
	bio: string | null
	birthDate: string | null
	deathDate: string | null
	createdAt: string
	updatedAt: string
}
export interface BookAuthorTable {
	bookId: string
	authorId: string
	position: number
}
export interface BookSubjectTable {
	bookId: string
	subject: string
}
export type IdentifierScheme = 'isbn10' | 'isbn13' | 'google' | 'olWork' | 'olEdition' | 'goodreads'
export interface BookIdentifierTable {
	scheme: IdentifierScheme
	value: string
	bookId: string
	/** The edition an ISBN or Open Library edition id names; null for a work's own identifiers. */
	editionId: ColumnType<string | null, string | null | undefined, string | null>
}
export type { EditionFormat }
/** One edition of a book (the work): its format and what differs between printings. */
export interface EditionTable {
	id: string
	bookId: string
	format: EditionFormat
	pageCount: number | null
	/** An audiobook's length in whole minutes. */
	audioMinutes: number | null
	publisher: string | null
	language: string | null
	publishedDate: string | null
	coverSourceUrl: string | null
	createdAt: string
	updatedAt: string
}
/** A book's cover as fetched from its source: stored (storageKey) or failed until retryAt. Times are ISO text. */
export interface BookCoverTable {
	bookId: string
	sourceUrl: string
	storageKey: string | null
	failure: string | null
	retryAt: string | null
	fetchedAt: string
	/** Failed fetches in a row; each retry waits twice as long as the one before (cover-retry.ts). */
	attempts: number
}
/** A catalogue's own rating of a book, e.g. 'goodbooks' (Goodreads readers, 2017); histogram is JSON [n1..n5]. */
export interface BookRatingSourceTable {
	bookId: string
	source: string
	average: number
	count: number
	histogram: string | null
	updatedAt: string
}
/** One correction of a book (migration 0027); changes is a JSON array of { field, before, after }. */
export interface BookEditTable {
	id: string
	bookId: string
	/** null once the editor's account is gone. */
	userId: string | null
	editorRole: 'adder' | 'admin'
	changes: string
	/** The edit this one undid. */
	revertOf: string | null
	createdAt: string
}
