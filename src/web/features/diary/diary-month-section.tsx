import { Link } from 'react-router'
import { entryPath } from '../../../shared/page-routes.ts'
import type { EntryView } from '../../../shared/schemas/entries.ts'
import { Stars } from '../../components/ui/stars.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { publishedYear } from '../books/book-format.ts'
import { dayOfMonth, type DiaryMonth, longDay } from './diary-months.ts'
import { EntryMarks } from './entry-marks.tsx'

/**
 * One month of the diary: its heading ('November 2026') and a list of that month's reads, newest first. The
 * newest month `leads` the page: its first cover is the first thing a reader sees, so it is asked for at once.
 */
export function DiaryMonthSection({ month, leads }: { month: DiaryMonth; leads: boolean }) {
	const headingId = `diary-${month.key}`
	return (
		<section className="diary-month" aria-labelledby={headingId}>
			<h2 id={headingId} className="diary-month__heading">
				{month.label}
			</h2>
			<ol className="diary-list">
				{month.entries.map((entry, index) => (
					<DiaryRow key={entry.id} entry={entry} first={leads && index === 0} />
				))}
			</ol>
		</section>
	)
}

function DiaryRow({ entry, first }: { entry: EntryView; first: boolean }) {
	const { book } = entry
	return (
		<li className="diary-row">
			<time className="diary-row__day" dateTime={entry.readOn}>
				<span aria-hidden="true">{dayOfMonth(entry.readOn)}</span>
				<span className="visually-hidden">{longDay(entry.readOn)}</span>
			</time>
			<BookCover book={book} height={100} first={first} />
			<div className="diary-row__text">
				<h3 className="diary-row__title">
					<Link to={entryPath(entry.id)}>{book.title}</Link>
				</h3>
				{book.publishedDate && <p className="diary-row__year">{publishedYear(book.publishedDate)}</p>}
				{(entry.rating !== null || entry.liked || entry.reread) && (
					<p className="diary-row__marks">
						<Stars rating={entry.rating} size="small" />
						<EntryMarks liked={entry.liked} reread={entry.reread} />
					</p>
				)}
			</div>
		</li>
	)
}
