import { sql } from 'kysely'
import { readNowQuery } from '../db/read-now.ts'
import type { Database, ShelfStatus } from '../db/schema.ts'
import { ENTRY_VIEW_COLUMNS } from './entry-views.ts'

/** What a request for a book's entries reads before anything else: a missing counter is 0. */
export type BookPageState = { bookExists: boolean; entriesVersion: number; relationsVersion: number; shelf: ShelfStatus | null }

const readBookPageState = readNowQuery(
	(db, bookId: string, viewerId: string) => sql<{ book: number | null; entries: number | null; relations: number | null; shelf: ShelfStatus | null }>`select
		(select 1 from "book" where "id" = ${bookId}) as "book",
		(select "entries" from "bookVersion" where "bookId" = ${bookId}) as "entries",
		(select "relations" from "readerVersion" where "userId" = ${viewerId}) as "relations",
		(select "status" from "shelf" where "userId" = ${viewerId} and "bookId" = ${bookId}) as "shelf"`.compile(db),
)

/**
 * In one query of primary-key lookups (one round trip on PostgreSQL): whether the book exists, its entries'
 * change counter, the viewer's relations counter and the viewer's shelf status for the book (the spoiler rule).
 * Read before any cached data is used or loaded (page-cache/versioned-cache.ts); at once on SQLite, and
 * remembered there for visitors (db/read-now.ts).
 */
export async function bookPageState(db: Database, bookId: string, viewerId: string | null): Promise<BookPageState> {
	// No reader's id is empty: a visitor's lookups find nothing.
	const row = await readBookPageState(db, bookId, viewerId ?? '')
	return { bookExists: row?.book != null, entriesVersion: row?.entries ?? 0, relationsVersion: row?.relations ?? 0, shelf: row?.shelf ?? null }
}

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
