import { Link } from 'react-router'
import { currentSection, sectionLabel } from '../../../shared/club-sections.ts'
import { bookPath, clubPath } from '../../../shared/page-routes.ts'
import type { ClubScheduleResponse } from '../../../shared/schemas/club-schedule.ts'
import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { BookCover } from '../books/book-cover.tsx'
import { longDay } from '../diary/diary-months.ts'
import { placeWords } from './club-schedule-words.ts'
import { useClubSchedule } from './club-schedule-hooks.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/**
 * The club's Overview card: the current book, the section the club is reading now with its target date, and
 * where the viewer is. Nothing for a reader who may not see inside the club (invited to an invite-only club,
 * say), since the server would answer 404.
 */
export function ClubCurrentBook({ club }: { club: ClubView }) {
	const inside = club.access === 'public' || club.can.take_part
	if (!inside) return null
	return <CurrentBookCard club={club} />
}

function CurrentBookCard({ club }: { club: ClubView }) {
	const schedule = useClubSchedule(club.id)
	return (
		<section className="club-current-book" aria-labelledby="club-current-book-heading">
			<h2 id="club-current-book-heading">Reading now</h2>
			{schedule.isPending && <p aria-busy="true">Loading…</p>}
			{schedule.isError && <p role="alert">{schedule.error.message}</p>}
			{schedule.data && <CardBody club={club} schedule={schedule.data} />}
		</section>
	)
}

function CardBody({ club, schedule }: { club: ClubView; schedule: ClubScheduleResponse }) {
	const dates = useReaderTime()
	const { book, sections } = schedule
	if (!book) {
		return (
			<p className="muted">
				No book picked yet. {club.can.moderate && <Link to={clubPath(club.id, 'schedule')}>Pick the club's book</Link>}
			</p>
		)
	}
	const now = currentSection(sections, dates.today())
	const you = schedule.members.find((member) => member.you)
	const last = sections.at(-1)
	return (
		<div className="club-current-book__body">
			<BookCover book={book} height={150} />
			<div className="club-current-book__text">
				<p className="club-current-book__title">
					<Link to={bookPath(book)}>{book.title}</Link>
				</p>
				{book.authors.length > 0 && <p className="muted">by {book.authors.map((author) => author.name).join(', ')}</p>}
				{now && (
					<p>
						<strong>{sectionLabel(now)}</strong>, pages {now.startPage}–{now.endPage}, to read by{' '}
						<time dateTime={now.dueOn}>{longDay(now.dueOn)}</time>.
					</p>
				)}
				{!now && last && (
					<p>
						The schedule ended on <time dateTime={last.dueOn}>{longDay(last.dueOn)}</time>.
					</p>
				)}
				{sections.length === 0 && <p className="muted">No schedule yet.</p>}
				{you && <p className="club-current-book__you">{placeWords(you, sections, true)}</p>}
				<p>
					<Link to={clubPath(club.id, 'schedule')}>See the schedule and where everyone is</Link>
				</p>
			</div>
		</div>
	)
}
