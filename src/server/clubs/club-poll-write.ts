import { randomUUID } from 'node:crypto'
import { ClubPollMessages } from '../../shared/schemas/club-polls.ts'
import { recordActivity } from '../activity/record-activity.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { countVotes, findOptions, holdOpenPoll, pollExists } from './club-poll-queries.ts'
import { pollWinner } from '../../shared/club-poll-winner.ts'
import { setCurrentBook } from './club-schedule-queries.ts'

// Club activity is written 'private' (as club-schedule-book.ts says why): only the club's own rule shows it.

const closed = () => new ApiError(409, 'poll_closed', ClubPollMessages.closed)

/** Whether the poll is open, holding it so; a 404 for a poll not in this club, a 409 for a closed one. */
async function openPollOf(trx: Database, clubId: string, pollId: string) {
	if (await holdOpenPoll(trx, clubId, pollId)) return
	if (!(await pollExists(trx, clubId, pollId))) throw notFound('Poll')
	throw closed()
}

/**
 * Opens a poll of these books in this order and records 'club_poll_opened', in one transaction; 409 while the
 * club has another open poll. The club's row is updated first, which on PostgreSQL locks it, so two moderators
 * opening polls at once cannot both succeed. Returns the poll's id.
 */
export async function openPoll(db: Database, clubId: string, userId: string, bookIds: string[]): Promise<string> {
	const id = randomUUID()
	await db.transaction().execute(async (trx) => {
		const at = new Date().toISOString()
		await trx.updateTable('club').set({ updatedAt: at }).where('id', '=', clubId).execute()
		const open = await trx
			.selectFrom('clubPoll')
			.select('id')
			.where('clubId', '=', clubId)
			.where('status', '=', 'open')
			.executeTakeFirst()
		if (open) throw new ApiError(409, 'poll_open', ClubPollMessages.openAlready)
		const known = new Set(
			(await trx.selectFrom('book').select('id').where('id', 'in', bookIds).execute()).map((book) => book.id),
		)
		const missing = bookIds.findIndex((bookId) => !known.has(bookId))
		if (missing >= 0)
			throw new ApiError(404, 'not_found', ClubPollMessages.bookNotFound, {
				[`bookIds.${missing}`]: ClubPollMessages.bookNotFound,
			})
		await trx.insertInto('clubPoll').values({ id, clubId, userId, status: 'open', createdAt: at }).execute()
		await trx
			.insertInto('clubPollOption')
			.values(bookIds.map((bookId, index) => ({ pollId: id, bookId, position: index + 1 })))
			.execute()
		await recordActivity(trx, {
			userId,
			kind: 'club_poll_opened',
			bookId: null,
			clubId,
			details: { pollId: id },
			visibility: 'private',
			at,
		})
	})
	return id
}

/** The member's vote, replacing any earlier one, while the poll is open. */
export async function castVote(db: Database, clubId: string, pollId: string, userId: string, bookId: string) {
	await db.transaction().execute(async (trx) => {
		await openPollOf(trx, clubId, pollId)
		const option = await trx
			.selectFrom('clubPollOption')
			.select('bookId')
			.where('pollId', '=', pollId)
			.where('bookId', '=', bookId)
			.executeTakeFirst()
		if (!option)
			throw new ApiError(400, 'validation_failed', ClubPollMessages.notCandidate, {
				bookId: ClubPollMessages.notCandidate,
			})
		await trx
			.insertInto('clubVote')
			.values({ pollId, userId, bookId, createdAt: new Date().toISOString() })
			.onConflict((oc) => oc.columns(['pollId', 'userId']).doUpdateSet({ bookId, createdAt: new Date().toISOString() }))
			.execute()
	})
}

export async function withdrawVote(db: Database, clubId: string, pollId: string, userId: string) {
	await db.transaction().execute(async (trx) => {
		await openPollOf(trx, clubId, pollId)
		await trx.deleteFrom('clubVote').where('pollId', '=', pollId).where('userId', '=', userId).execute()
	})
}

/**
 * Closes the poll, makes its winner (pollWinner) the club's current book and records 'club_poll_closed' with
 * the winner, in one transaction. That is the only activity: 'club_book_set' as well would say the same twice.
 */
export async function closePoll(db: Database, clubId: string, pollId: string, userId: string) {
	await db.transaction().execute(async (trx) => {
		await openPollOf(trx, clubId, pollId)
		const at = new Date().toISOString()
		const winner = pollWinner(await findOptions(trx, [pollId]), await countVotes(trx, [pollId]))
		await trx
			.updateTable('clubPoll')
			.set({ status: 'closed', closedAt: at, winnerBookId: winner })
			.where('id', '=', pollId)
			.execute()
		if (winner) await setCurrentBook(trx, clubId, winner, at)
		await recordActivity(trx, {
			userId,
			kind: 'club_poll_closed',
			bookId: winner,
			clubId,
			details: { pollId },
			visibility: 'private',
			at,
		})
	})
}
