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

/** The headline numbers as a description list: each number read with its name. */
export function StatsFigures({ stats }: { stats: StatsResponse }) {
	const { totals, pace } = stats
	const figures: [string, React.ReactNode][] = [
		['Books read', totals.books.toLocaleString('en-US')],
		['Reads', totals.reads.toLocaleString('en-US')],
		['Pages read', totals.pages.toLocaleString('en-US')],
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
