import type { z } from 'zod'
import { ProgressMessages, type ProgressInput } from '../../shared/schemas/shelves.ts'
import { recordActivity } from '../activity/record-activity.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { findDefaultVisibility } from '../profiles/profile-queries.ts'
import { insertProgress } from './progress-queries.ts'
import { setShelf } from './set-shelf.ts'
import { findShelf } from './shelf-queries.ts'

/**
 * Records a progress update, its 'progress' activity and (when the book is not there yet) the move to
 * 'reading', in one transaction. The move is not announced: the progress activity already says it. Without a
 * visibility the update is as visible as the book's shelving, or the reader's default for a new one.
 */
export async function addProgress(
	db: Database,
	userId: string,
	book: { id: string; pageCount: number | null },
	input: z.output<typeof ProgressInput>,
) {
	const { page = null, percent = null, note } = input
	if (page !== null && book.pageCount !== null && page > book.pageCount) {
		throw new ApiError(400, 'validation_failed', ProgressMessages.pageBeyondBook, {
			page: ProgressMessages.pageBeyondBook,
		})
	}
	const at = new Date().toISOString()
	await db.transaction().execute(async (trx) => {
		const current = await findShelf(trx, userId, book.id)
		const visibility = input.visibility ?? current?.visibility ?? (await findDefaultVisibility(trx, userId))
		await insertProgress(trx, { userId, bookId: book.id, page, percent, note, visibility, at })
		if (current?.status !== 'reading') {
			await setShelf(trx, {
				userId,
				bookId: book.id,
				status: 'reading',
				visibility: current?.visibility ?? visibility,
				at,
				announce: false,
			})
		}
		await recordActivity(trx, {
			userId,
			kind: 'progress',
			bookId: book.id,
			details: { page, percent, note },
			visibility,
			at,
		})
	})
}
