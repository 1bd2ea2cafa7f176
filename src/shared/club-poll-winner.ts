// Who wins a club's poll for its next book: the server closes polls with it, the page says who is ahead with it.

/**
 * The winner of a poll: the candidate with the most votes; a tie goes to the one added first (the lowest
 * position), and so does a poll nobody voted in, so closing always has an answer the club was told of.
 */
export function pollWinner(
	options: readonly { bookId: string; position: number }[],
	votes: readonly { bookId: string; votes: number }[],
): string | null {
	const count = (bookId: string) => votes.find((vote) => vote.bookId === bookId)?.votes ?? 0
	const ranked = [...options].sort((a, b) => count(b.bookId) - count(a.bookId) || a.position - b.position)
	return ranked[0]?.bookId ?? null
}
