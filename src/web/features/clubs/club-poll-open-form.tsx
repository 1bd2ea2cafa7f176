import { useState } from 'react'
import { CLUB_POLL_MAX, CLUB_POLL_MIN } from '../../../shared/schemas/club-polls.ts'
import type { BookSummary } from '../../../shared/schemas/books.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { ApiError } from '../../lib/api.ts'
import { BookCover } from '../books/book-cover.tsx'
import { ClubBookPicker } from './club-schedule-book-picker.tsx'
import type { useClubPollWrites } from './club-poll-hooks.ts'

type Writes = ReturnType<typeof useClubPollWrites>

/** The moderators' form for a new poll: find candidates, put 2 to 10 of them in order, open it. */
export function ClubPollOpenForm({ writes, onOpened }: { writes: Writes; onOpened: () => void }) {
	const [candidates, setCandidates] = useState<BookSummary[]>([])
	const [said, setSaid] = useState('')
	const fields = writes.open.error instanceof ApiError ? writes.open.error.fields : {}
	const full = candidates.length >= CLUB_POLL_MAX

	function add(book: BookSummary) {
		if (full) {
			setSaid(`A poll has at most ${CLUB_POLL_MAX} books.`)
			return
		}
		writes.open.reset()
		setCandidates((current) => [...current, book])
		setSaid(`Added ${book.title} to the poll (${candidates.length + 1} of at most ${CLUB_POLL_MAX}).`)
	}
	function remove(book: BookSummary) {
		writes.open.reset()
		setCandidates((current) => current.filter((candidate) => candidate.id !== book.id))
		setSaid(`Removed ${book.title} from the poll.`)
	}
	function open() {
		writes.open.mutate(
			candidates.map((book) => book.id),
			{
				onSuccess: () => {
					setCandidates([])
					onOpened()
				},
			},
		)
	}

	return (
		<section className="club-poll-form" aria-labelledby="club-poll-form-heading">
			<h2 id="club-poll-form-heading">Open a poll for the next book</h2>
			<p className="muted">
				Choose {CLUB_POLL_MIN} to {CLUB_POLL_MAX} books. Members vote once each and may change their vote until a
				moderator closes the poll.
			</p>
			<p role="status" className="club-poll-form__said">
				{said}
			</p>
			{candidates.length > 0 && (
				<ol className="club-poll-form__candidates" aria-label="Books in the new poll">
					{candidates.map((book, index) => (
						<li key={book.id} className="club-poll-form__candidate">
							<BookCover book={book} height={100} />
							<div className="club-poll-form__text">
								<p className="club-poll-form__title">{book.title}</p>
								{fields[`bookIds.${index}`] && <p className="field__error">{fields[`bookIds.${index}`]}</p>}
								<Button variant="quiet" aria-label={`Remove ${book.title} from the poll`} onClick={() => remove(book)}>
									Remove
								</Button>
							</div>
						</li>
					))}
				</ol>
			)}
			<FormAlert message={writes.open.error?.message} />
			{candidates.length > 0 && (
				<Button busy={writes.open.isPending} onClick={open}>
					Open the poll with {candidates.length === 1 ? '1 book' : `${candidates.length} books`}
				</Button>
			)}
			<ClubBookPicker
				id="club-poll-book"
				label="Find a book for the poll"
				action="Add"
				onPick={add}
				chosen={new Set(candidates.map((book) => book.id))}
				chosenLabel="In the poll"
			/>
		</section>
	)
}
