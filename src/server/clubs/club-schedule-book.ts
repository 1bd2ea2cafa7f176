import { ClubScheduleMessages } from '../../shared/schemas/club-schedule.ts'
import { recordActivity } from '../activity/record-activity.ts'
import type { Database } from '../db/schema.ts'
import { bookExists } from '../entries/entry-queries.ts'
import { ApiError } from '../http/errors.ts'
import { setCurrentBook } from './club-schedule-queries.ts'

export const bookNotFound = () =>
	new ApiError(404, 'not_found', ClubScheduleMessages.bookNotFound, { bookId: ClubScheduleMessages.bookNotFound })

/**
 * Makes the book the club's current one and records 'club_book_set' by the moderator, in one transaction; the
 * same book again changes nothing. Club activity is written 'private' so that no rule but the club's own (its
 * members, by activity.clubId) can ever show it.
 */
export async function setClubBook(db: Database, club: { id: string }, userId: string, bookId: string) {
	await db.transaction().execute(async (trx) => {
		if (!(await bookExists(trx, bookId))) throw bookNotFound()
		const current = await trx.selectFrom('club').select('currentBookId').where('id', '=', club.id).executeTakeFirst()
		if (current?.currentBookId === bookId) return
		const at = new Date().toISOString()
		await setCurrentBook(trx, club.id, bookId, at)
		await recordActivity(trx, { userId, kind: 'club_book_set', bookId, clubId: club.id, visibility: 'private', at })
	})
}
