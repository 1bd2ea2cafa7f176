import { Link } from 'react-router'
import { bookPath } from '../../../shared/page-routes.ts'
import type { StatsBook, StatsResponse } from '../../../shared/schemas/stats.ts'
import { count } from './stats-format.ts'

function BookFigure({ book }: { book: StatsBook | null }) {
	if (!book) return <>Not known</>
	return (
		<>
			<Link to={bookPath(book)}>{book.title}</Link>{' '}
			<span className="stats-figures__note">({count(book.pageCount ?? 0, 'page', 'pages')})</span>
		</>
	)
}

/** Audiobook minutes as hours with one decimal: '11.5 hours'. */
const listeningHours = (minutes: number) => count(Math.round(minutes / 6) / 10, 'hour', 'hours')

/** Reads and their length per format: pages for print and e-books, hours for audiobooks. */
function FormatFigures({ formats }: { formats: StatsResponse['formats'] }) {
	const parts = [
		`Print: ${count(formats.print.reads, 'read', 'reads')}, ${count(formats.print.pages, 'page', 'pages')}`,
		`E-book: ${count(formats.ebook.reads, 'read', 'reads')}, ${count(formats.ebook.pages, 'page', 'pages')}`,
		`Audiobook: ${count(formats.audiobook.reads, 'read', 'reads')}, ${listeningHours(formats.audiobook.minutes)}`,
	]
	return (
		<ul className="stats-figures__formats">
			{parts.map((part) => (
				<li key={part}>{part}</li>
			))}
		</ul>
	)
}

/** The headline numbers as a description list: each number read with its name. */
export function StatsFigures({ stats }: { stats: StatsResponse }) {
	const { totals, pace } = stats
	const figures: [string, React.ReactNode][] = [
		['Books read', totals.books.toLocaleString('en-US')],
		['Reads', totals.reads.toLocaleString('en-US')],
		['Pages read', totals.pages.toLocaleString('en-US')],
		['Listening time', listeningHours(stats.formats.audiobook.minutes)],
		['By format', <FormatFigures formats={stats.formats} />],
		[
			'Average rating',
			totals.averageRating === null
				? 'No ratings'
				: `${totals.averageRating.toFixed(2)} stars (${count(totals.rated, 'rating', 'ratings')})`,
		],
		['Average length', totals.averagePages === null ? 'Not known' : count(totals.averagePages, 'page', 'pages')],
		['Rereads', totals.rereads.toLocaleString('en-US')],
		['Did not finish', totals.dnf.toLocaleString('en-US')],
		[
			'Reading pace',
			pace.averageDays === null
				? 'Add the day you started to a read to see it'
				: `${pace.averageDays.toLocaleString('en-US')} days a book on average (${count(pace.measured, 'read', 'reads')} with a start day; fastest ${count(pace.fastestDays ?? 0, 'day', 'days')}, slowest ${count(pace.slowestDays ?? 0, 'day', 'days')})`,
		],
		['Longest book', <BookFigure book={stats.longest} />],
		['Shortest book', <BookFigure book={stats.shortest} />],
	]
	return (
		<dl className="stats-figures">
			{figures.map(([name, value]) => (
				<div className="stats-figures__item" key={name}>
					<dt className="stats-figures__name">{name}</dt>
					<dd className="stats-figures__value">{value}</dd>
				</div>
			))}
		</dl>
	)
}
