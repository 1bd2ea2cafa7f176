import { sql } from 'kysely'
import { readNowQuery } from '../db/read-now.ts'
import type { Database } from '../db/schema.ts'
import { ENTRY_VIEW_COLUMNS } from './entry-views.ts'

/** What a request for a book's entries reads before anything else: a missing counter is 0. */
export type BookPageState = { bookExists: boolean; entriesVersion: number }

const readBookPageState = readNowQuery((db, bookId: string) =>
	sql<{ book: number | null; entries: number | null }>`select
		(select 1 from "book" where "id" = ${bookId}) as "book",
		(select "entries" from "bookVersion" where "bookId" = ${bookId}) as "entries"`.compile(db),
)

/**
 * In one query of two primary-key lookups: whether the book exists and its entries' change counter. Read
 * before any cached data is used or loaded (page-cache/versioned-cache.ts); the same for every viewer, so
 * remembered across them on SQLite (db/read-now.ts) and batched on PostgreSQL.
 */
export function bookPageState(db: Database, bookId: string): Promise<BookPageState> {
	return readBookPageState(db, bookId).then(pageState)
}

const pageState = (row: { book: number | null; entries: number | null } | undefined): BookPageState => ({
	bookExists: row?.book != null,
	entriesVersion: row?.entries ?? 0,
})

/** Every entry of the book with its reader and the reader's profile state, through the entry_book index. */
export function findBookEntries(db: Database, bookId: string) {
	return db
		.selectFrom('entry')
		.innerJoin('user', 'user.id', 'entry.userId')
		.leftJoin('profile', 'profile.userId', 'entry.userId')
		.select([...ENTRY_VIEW_COLUMNS, 'profile.visibility as profileVisibility', 'profile.suspendedAt'])
		.where('entry.bookId', '=', bookId)
		.execute()
}

/** Who liked each of the book's reviews (entries with text): like counts and the viewer's own like come from these. */
export function findBookReviewLikes(db: Database, bookId: string) {
	return db
		.selectFrom('entryLike')
		.innerJoin('entry', 'entry.id', 'entryLike.entryId')
		.select(['entryLike.entryId', 'entryLike.userId'])
		.where('entry.bookId', '=', bookId)
		.where('entry.review', '<>', '')
		.execute()
}
