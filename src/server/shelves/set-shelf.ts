import type { Database, ShelfStatus, Visibility } from '../db/schema.ts'
import { recordActivity } from '../activity/record-activity.ts'

/**
 * Gives the reader's book this status (a book has exactly one). addedAt moves only when the status changes,
 * so the Readlist's 'date added' is when the book went onto that shelf. Records a 'shelved' activity when the
 * status changed and `announce` is set (logging a read moves the book to 'read' without a second activity).
 * Run it inside the caller's transaction. Returns whether the status changed.
 */
export async function setShelf(
	trx: Database,
	shelf: { userId: string; bookId: string; status: ShelfStatus; visibility: Visibility; at: string; announce: boolean },
): Promise<boolean> {
	// One statement, so two requests shelving the same book at once (a double click, a log beside a PUT) cannot
	// both insert: on PostgreSQL the second waits for the first and then finds the status already set.
	const written = await trx
		.insertInto('shelf')
		.values({
			userId: shelf.userId,
			bookId: shelf.bookId,
			status: shelf.status,
			visibility: shelf.visibility,
			addedAt: shelf.at,
			updatedAt: shelf.at,
		})
		.onConflict((oc) =>
			oc
				.columns(['userId', 'bookId'])
				.doUpdateSet({ status: shelf.status, visibility: shelf.visibility, addedAt: shelf.at, updatedAt: shelf.at })
				.where('shelf.status', '!=', shelf.status),
		)
		.returning('status')
		.executeTakeFirst()
	if (!written) return false
	if (shelf.announce) {
		await recordActivity(trx, {
			userId: shelf.userId,
			kind: 'shelved',
			bookId: shelf.bookId,
			details: { status: shelf.status },
			visibility: shelf.visibility,
			at: shelf.at,
		})
	}
	return true
}
