import type { ClubPollView } from '../../shared/schemas/club-polls.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'
import type { SeenClub } from './club-access.ts'
import { canModerate, canTakePart } from './club-policy.ts'
import { countVotes, findOptions, findPolls, findVotesBy } from './club-poll-queries.ts'

/** The club's polls (or the one asked for) as the viewer sees them: candidates in order with their votes. */
export async function pollViews(
	db: Database,
	{ club, membership }: SeenClub,
	viewer: Viewer,
	pollId?: string,
): Promise<ClubPollView[]> {
	const polls = await findPolls(db, club.id, pollId)
	const ids = polls.map((poll) => poll.id)
	const [options, votes, mine] = await Promise.all([
		findOptions(db, ids),
		countVotes(db, ids),
		viewer && canTakePart(membership) ? findVotesBy(db, ids, viewer.id) : Promise.resolve([]),
	])
	const books = new Map(
		(await bookSummaries(db, [...new Set(options.map((option) => option.bookId))])).map((book) => [book.id, book]),
	)
	return polls.map((poll) => {
		const count = (bookId: string) =>
			votes.find((vote) => vote.pollId === poll.id && vote.bookId === bookId)?.votes ?? 0
		const candidates = options
			.filter((option) => option.pollId === poll.id)
			.flatMap((option) => {
				const book = books.get(option.bookId)
				return book ? [{ book, votes: count(option.bookId) }] : []
			})
		const open = poll.status === 'open'
		return {
			id: poll.id,
			status: poll.status,
			openedBy: poll.username ? { username: poll.username, name: poll.name ?? '', image: poll.image ?? null } : null,
			options: candidates,
			totalVotes: candidates.reduce((sum, option) => sum + option.votes, 0),
			viewerVote: mine.find((vote) => vote.pollId === poll.id)?.bookId ?? null,
			winnerBookId: poll.winnerBookId,
			createdAt: poll.createdAt,
			closedAt: poll.closedAt,
			can: { vote: open && canTakePart(membership), close: open && canModerate(membership) },
		}
	})
}
