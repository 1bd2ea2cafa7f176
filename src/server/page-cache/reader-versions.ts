import { readNowQuery } from '../db/read-now.ts'
import type { Database } from '../db/schema.ts'

/** A reader's change counters (migrations 0022 and 0023); a missing row counts as 0. */
export type ReaderVersions = { log: number; relations: number; shelves: number }

const NO_CHANGES: ReaderVersions = { log: 0, relations: 0, shelves: 0 }

const readReaderVersions = readNowQuery((db, userId: string) =>
	db.selectFrom('readerVersion').select(['log', 'relations', 'shelves']).where('userId', '=', userId).compile(),
)

/**
 * The reader's counters in one primary-key lookup, the same for the diary, Your reviews and a book's reviews, so
 * that on SQLite it is remembered across them (db/read-now.ts), and on PostgreSQL batched with other requests'.
 */
export function readerVersions(db: Database, userId: string): Promise<ReaderVersions> {
	return readReaderVersions(db, userId).then(orNoChanges)
}

const orNoChanges = (row: ReaderVersions | undefined) => row ?? NO_CHANGES
