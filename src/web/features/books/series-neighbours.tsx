import { Link } from 'react-router'
import { bookPath, seriesPath } from '../../../shared/page-routes.ts'
import type { BookDetail } from '../../../shared/schemas/books.ts'
import { useSeries } from './series-hooks.ts'

/** On a book's page: its series as a link, and the books before and after it in that series. */
export function SeriesNeighbours({ book }: { book: BookDetail }) {
	const series = useSeries(book.id, book.series !== null)
	if (!book.series || !series.data) return null
	const { books } = series.data
	const at = books.findIndex((b) => b.id === book.id)
	const previous = at > 0 ? books[at - 1] : undefined
	const next = at >= 0 ? books[at + 1] : undefined
	return (
		<nav className="series-neighbours" aria-label={`${series.data.series.name} series`}>
			<Link to={seriesPath(series.data.series)}>
				All {books.length === 1 ? 'books' : `${books.length} books`} in {series.data.series.name}
			</Link>
			{previous && (
				<span>
					Previous: <Link to={bookPath(previous)}>{previous.title}</Link>
				</span>
			)}
			{next && (
				<span>
					Next: <Link to={bookPath(next)}>{next.title}</Link>
				</span>
			)}
		</nav>
	)
}
