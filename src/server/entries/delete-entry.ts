import { recordActivity } from '../activity/record-activity.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { entriesChanged } from '../popular/popular-freshness.ts'
import { deleteEntryRow, type StoredEntry } from './entry-queries.ts'

/**
 * Deletes the viewer's own entry (the caller has checked it is theirs) and, in the same transaction, records
 * a 'deleted' activity. The entry's other activities go with it (foreign key cascade). The new activity names
 * only the book and is private: a deleted review must leave nothing of itself, not even who could see it.
 */
export async function deleteEntry(db: Database, entry: StoredEntry): Promise<void> {
	await db.transaction().execute(async (trx) => {
		if (!(await deleteEntryRow(trx, entry.id))) throw notFound('Entry')
		await recordActivity(trx, {
			userId: entry.userId,
			kind: 'deleted',
			bookId: entry.bookId,
			entryId: null,
			visibility: 'private',
			at: new Date().toISOString(),
		})
	})
	entriesChanged(entry.userId)
}
