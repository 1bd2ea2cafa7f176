import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { toHalfStars } from '../../shared/ratings.ts'
import { EntryMessages, type EntryInput } from '../../shared/schemas/entries.ts'
import { recordActivity } from '../activity/record-activity.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { entriesChanged } from '../popular/popular-freshness.ts'
import { findDefaultVisibility } from '../profiles/profile-queries.ts'
import { setShelf } from '../shelves/set-shelf.ts'
import { bookExists, insertEntry } from './entry-queries.ts'
import { readEdition } from './read-edition.ts'

export const bookNotFound = () =>
	new ApiError(404, 'not_found', EntryMessages.bookNotFound, { bookId: EntryMessages.bookNotFound })

/**
 * Logs a read: the entry, its 'logged' activity and the book's move to the 'read' shelf, in one transaction.
 * The shelving is not announced (the 'logged' activity says it) and shares the entry's visibility, so a
 * private read does not show up as a public shelving. A missing book is a 404 naming bookId; the check runs
 * inside the transaction so a book deleted meanwhile cannot leave half a log behind; an edition not of this book
 * is a 400 naming editionId. Returns the entry's id.
 */
export async function logEntry(db: Database, userId: string, input: z.output<typeof EntryInput>): Promise<string> {
	const id = randomUUID()
	const at = new Date().toISOString()
	const visibility = input.visibility ?? (await findDefaultVisibility(db, userId))
	await db.transaction().execute(async (trx) => {
		if (!(await bookExists(trx, input.bookId))) throw bookNotFound()
		const { editionId, format } = await readEdition(trx, input.bookId, input)
		await insertEntry(trx, {
			id,
			userId,
			bookId: input.bookId,
			readOn: input.readOn,
			startedOn: input.startedOn,
			rating: input.rating === null ? null : toHalfStars(input.rating),
			liked: Number(input.liked),
			reread: Number(input.reread),
			hiddenAt: null,
			spoilers: Number(input.spoilers),
			review: input.review,
			visibility,
			editionId,
			format,
			pageCount: input.pageCount,
			audioMinutes: input.audioMinutes,
			createdAt: at,
			updatedAt: at,
		})
		await recordActivity(trx, { userId, kind: 'logged', bookId: input.bookId, entryId: id, visibility, at })
		await setShelf(trx, { userId, bookId: input.bookId, status: 'read', visibility, at, announce: false })
	})
	entriesChanged(userId)
	return id
}
