import type { Database } from '../db/schema.ts'

/** The club's polls, newest first, with who opened each. */
export function findPolls(db: Database, clubId: string, pollId?: string) {
	let query = db
		.selectFrom('clubPoll')
		.leftJoin('user', 'user.id', 'clubPoll.userId')
		.select([
			'clubPoll.id',
			'clubPoll.status',
			'clubPoll.winnerBookId',
			'clubPoll.createdAt',
			'clubPoll.closedAt',
			'user.username',
			'user.name',
			'user.image',
		])
		.where('clubPoll.clubId', '=', clubId)
	if (pollId !== undefined) query = query.where('clubPoll.id', '=', pollId)
	return query.orderBy('clubPoll.createdAt', 'desc').orderBy('clubPoll.id', 'desc').execute()
}
export type PollRow = Awaited<ReturnType<typeof findPolls>>[number]

export function findOptions(db: Database, pollIds: string[]) {
	if (pollIds.length === 0) return Promise.resolve([])
	return db
		.selectFrom('clubPollOption')
		.select(['pollId', 'bookId', 'position'])
		.where('pollId', 'in', pollIds)
		.orderBy('pollId')
		.orderBy('position')
		.execute()
}

export async function countVotes(db: Database, pollIds: string[]) {
	if (pollIds.length === 0) return []
	const rows = await db
		.selectFrom('clubVote')
		.select((eb) => ['pollId', 'bookId', eb.fn.countAll().as('count')])
		.where('pollId', 'in', pollIds)
		.groupBy(['pollId', 'bookId'])
		.execute()
	return rows.map((row) => ({ pollId: row.pollId, bookId: row.bookId, votes: Number(row.count) }))
}

export function findVotesBy(db: Database, pollIds: string[], userId: string) {
	if (pollIds.length === 0) return Promise.resolve([])
	return db
		.selectFrom('clubVote')
		.select(['pollId', 'bookId'])
		.where('pollId', 'in', pollIds)
		.where('userId', '=', userId)
		.execute()
}

/**
 * Marks the poll as still open, true when it is: the update takes the poll's row lock on PostgreSQL, so a vote
 * and the closing of its poll happen one after the other and no vote lands in a closed poll.
 */
export async function holdOpenPoll(db: Database, clubId: string, pollId: string) {
	const result = await db
		.updateTable('clubPoll')
		.set({ status: 'open' })
		.where('id', '=', pollId)
		.where('clubId', '=', clubId)
		.where('status', '=', 'open')
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

export function pollExists(db: Database, clubId: string, pollId: string) {
	return db.selectFrom('clubPoll').select('id').where('id', '=', pollId).where('clubId', '=', clubId).executeTakeFirst()
}
