import { sql } from 'kysely'
import { readNowQuery } from '../db/read-now.ts'
import type { Database, ShelfStatus } from '../db/schema.ts'
import { ENTRY_VIEW_COLUMNS } from './entry-views.ts'

const readBookEntriesState = readNowQuery(
	(db, bookId: string) => sql<{ book: number | null; entries: number | null }>`select
		(select 1 from "book" where "id" = ${bookId}) as "book",
		(select "entries" from "bookVersion" where "bookId" = ${bookId}) as "entries"`.compile(db),
)

/**
 * Whether the book exists and its entries' change counter (0 while it has none), in two primary-key lookups:
 * read before the book's entries are used or loaded (page-cache/versioned-cache.ts), at once on SQLite
 * (db/read-now.ts), as are the two reads below.
 */
export async function bookEntriesState(db: Database, bookId: string): Promise<{ bookExists: boolean; entriesVersion: number }> {
	const row = await readBookEntriesState(db, bookId)
	return { bookExists: row?.book != null, entriesVersion: row?.entries ?? 0 }
}

const readRelationsVersion = readNowQuery((db, viewerId: string) => db.selectFrom('readerVersion').select('relations').where('userId', '=', viewerId).compile())

/** The viewer's relations counter (0 before their first follow or block). */
export async function relationsVersion(db: Database, viewerId: string): Promise<number> {
	return (await readRelationsVersion(db, viewerId))?.relations ?? 0
}

const readViewerShelf = readNowQuery((db, viewerId: string, bookId: string) =>
	db.selectFrom('shelf').select('status').where('userId', '=', viewerId).where('bookId', '=', bookId).compile(),
)

/** The viewer's shelf status for the book: the spoiler rule. */
export async function viewerShelf(db: Database, viewerId: string, bookId: string): Promise<ShelfStatus | null> {
	return (await readViewerShelf(db, viewerId, bookId))?.status ?? null
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
