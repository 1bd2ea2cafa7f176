import { useState } from 'react'
import { Link } from 'react-router'
import { bookPath } from '../../../shared/page-routes.ts'
import type { ClubScheduleResponse } from '../../../shared/schemas/club-schedule.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { ClubBookPicker } from './club-schedule-book-picker.tsx'
import type { useClubScheduleWrites } from './club-schedule-hooks.ts'

type Writes = ReturnType<typeof useClubScheduleWrites>

/** The club's current book and, for moderators, the search that picks another. */
export function ClubScheduleBook({
	schedule,
	writes,
	onSaid,
}: {
	schedule: ClubScheduleResponse
	writes: Writes
	onSaid: (said: string) => void
}) {
	const { book } = schedule
	const [picking, setPicking] = useState(false)
	const chosen = new Set(book ? [book.id] : [])
	function pick(next: { id: string; title: string }) {
		writes.book.mutate(next.id, {
			onSuccess: () => {
				setPicking(false)
				onSaid(`${next.title} is the club's book now.`)
			},
		})
	}
	return (
		<section className="club-schedule-book" aria-labelledby="club-schedule-book-heading">
			<h2 id="club-schedule-book-heading">The book</h2>
			{book ? (
				<div className="club-schedule-book__body">
					<BookCover book={book} height={150} />
					<div className="club-schedule-book__text">
						<p className="club-schedule-book__title">
							<Link to={bookPath(book)}>{book.title}</Link>
						</p>
						{book.authors.length > 0 && (
							<p className="muted">by {book.authors.map((author) => author.name).join(', ')}</p>
						)}
						{book.pageCount !== null && <p className="muted">{book.pageCount} pages</p>}
						<p className="muted">Your place comes from the progress you log on the book's page.</p>
					</div>
				</div>
			) : (
				<p className="muted">
					No book picked yet.{schedule.can.moderate ? ' Find one below.' : ' A moderator picks it.'}
				</p>
			)}
			{schedule.can.moderate && (book === null || picking) && (
				<>
					<FormAlert message={writes.book.error?.message} />
					<ClubBookPicker
						id="club-book"
						label={book ? 'Find another book' : "Find the club's book"}
						action="Choose"
						onPick={pick}
						chosen={chosen}
						chosenLabel="The club's book"
						busyBookId={writes.book.isPending ? (writes.book.variables ?? null) : null}
					/>
					{book && (
						<Button variant="quiet" onClick={() => setPicking(false)}>
							Keep this book
						</Button>
					)}
				</>
			)}
			{schedule.can.moderate && book && !picking && (
				<Button variant="secondary" onClick={() => setPicking(true)}>
					Change the book
				</Button>
			)}
		</section>
	)
}
