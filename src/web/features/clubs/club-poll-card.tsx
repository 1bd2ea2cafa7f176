import { useState } from 'react'
import { Link } from 'react-router'
import { pollWinner } from '../../../shared/club-poll-winner.ts'
import { bookPath } from '../../../shared/page-routes.ts'
import type { ClubPollView } from '../../../shared/schemas/club-polls.ts'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { BookCover } from '../books/book-cover.tsx'
import type { useClubPollWrites } from './club-poll-hooks.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

type Writes = ReturnType<typeof useClubPollWrites>

const voteCount = (n: number) => (n === 1 ? '1 vote' : `${n} votes`)

/** The book that wins if the poll closes now (or won): pollWinner over the candidates in the order added. */
export function leader(poll: ClubPollView) {
	const id = pollWinner(
		poll.options.map((option, index) => ({ bookId: option.book.id, position: index + 1 })),
		poll.options.map((option) => ({ bookId: option.book.id, votes: option.votes })),
	)
	return poll.options.find((option) => option.book.id === id)?.book ?? null
}

/**
 * One poll: each candidate with its votes (a bar drawn for the eye, the count written for everyone), the viewer's
 * vote and the buttons to vote, change or take it back while it is open, and a moderator's Close.
 */
export function ClubPollCard({ poll, writes }: { poll: ClubPollView; writes: Writes }) {
	const dates = useReaderTime()
	const [confirming, setConfirming] = useState(false)
	const open = poll.status === 'open'
	const ahead = leader(poll)
	const winner = poll.options.find((option) => option.book.id === poll.winnerBookId)?.book
	const most = Math.max(1, ...poll.options.map((option) => option.votes))
	// The writes are shared by every poll on the page: a failure shows on the poll it was about.
	const failed = [
		writes.vote.variables?.pollId === poll.id && writes.vote.error,
		writes.unvote.variables === poll.id && writes.unvote.error,
		writes.close.variables === poll.id && writes.close.error,
	]
	const error = failed.find((e): e is Error => e instanceof Error)
	return (
		<article className={open ? 'club-poll club-poll--open' : 'club-poll'} aria-labelledby={`poll-${poll.id}-heading`}>
			<h3 id={`poll-${poll.id}-heading`} className="club-poll__heading">
				{open ? 'Open poll' : `Poll closed on ${dates.longDate(poll.closedAt ?? poll.createdAt)}`}
			</h3>
			<p className="muted">
				Opened {poll.openedBy ? `by ${poll.openedBy.name || poll.openedBy.username} ` : ''}on{' '}
				<time dateTime={poll.createdAt}>{dates.longDate(poll.createdAt)}</time> · {voteCount(poll.totalVotes)}
			</p>
			{open && (
				<p>
					When the poll closes, the book with the most votes becomes the club's book. A tie goes to the book added to
					the poll first (higher in this list).
				</p>
			)}
			{!open && winner && (
				<p className="club-poll__winner">
					Chosen: <Link to={bookPath(winner)}>{winner.title}</Link>
				</p>
			)}
			<FormAlert message={error?.message} />
			<ol className="club-poll__options">
				{poll.options.map((option) => {
					const mine = poll.viewerVote === option.book.id
					return (
						<li
							key={option.book.id}
							className={mine ? 'club-poll__option club-poll__option--mine' : 'club-poll__option'}
						>
							<BookCover book={option.book} height={100} />
							<div className="club-poll__text">
								<p className="club-poll__title">
									<Link to={bookPath(option.book)}>{option.book.title}</Link>
								</p>
								{option.book.authors.length > 0 && (
									<p className="muted">by {option.book.authors.map((author) => author.name).join(', ')}</p>
								)}
								<p className="club-poll__count">
									{voteCount(option.votes)}
									{mine && <strong> · your vote</strong>}
								</p>
								<span className="club-poll__bar" aria-hidden="true">
									<span style={{ inlineSize: `${(option.votes / most) * 100}%` }} />
								</span>
								{poll.can.vote && !mine && (
									<Button
										variant="secondary"
										aria-label={`Vote for ${option.book.title}`}
										busy={writes.vote.isPending && writes.vote.variables?.bookId === option.book.id}
										onClick={() => writes.vote.mutate({ pollId: poll.id, bookId: option.book.id })}
									>
										{poll.viewerVote ? 'Vote for this instead' : 'Vote for this'}
									</Button>
								)}
								{poll.can.vote && mine && (
									<Button variant="quiet" busy={writes.unvote.isPending} onClick={() => writes.unvote.mutate(poll.id)}>
										Take back my vote
									</Button>
								)}
							</div>
						</li>
					)
				})}
			</ol>
			{poll.can.close && (
				<>
					<Button variant="secondary" busy={writes.close.isPending} onClick={() => setConfirming(true)}>
						Close the poll
					</Button>
					<ConfirmDialog
						open={confirming}
						title="Close the poll?"
						confirmLabel="Close it"
						cancelLabel="Keep it open"
						onConfirm={() => {
							setConfirming(false)
							writes.close.mutate(poll.id)
						}}
						onCancel={() => setConfirming(false)}
					>
						<p>
							{ahead
								? `${ahead.title} becomes the club's book, and nobody can vote any more.`
								: 'Nobody can vote any more.'}
						</p>
					</ConfirmDialog>
				</>
			)}
		</article>
	)
}
