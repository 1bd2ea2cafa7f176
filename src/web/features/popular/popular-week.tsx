import { Link } from 'react-router'
import { bookPath } from '../../../shared/page-routes.ts'
import type { PopularWeekResponse } from '../../../shared/schemas/popular.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { countOf } from '../shelves/reading-format.ts'
import { usePopularWeek } from './popular-hooks.ts'

/** The books logged in public by the most readers over the last seven days, most first. */
export function PopularWeek() {
	const popular = usePopularWeek()
	return <QueryState query={popular}>{(data) => <PopularBooks data={data} />}</QueryState>
}

function PopularBooks({ data }: { data: PopularWeekResponse }) {
	if (data.books.length === 0) {
		return (
			<EmptyState title="Popular this week">
				<p>
					Nobody has logged a book in public in the last 7 days. When readers do, the most logged books of the week
					appear here.
				</p>
			</EmptyState>
		)
	}
	return (
		<section className="book-section" aria-labelledby="popular-week">
			<h2 id="popular-week">Popular this week</h2>
			<p className="muted">The books the most readers logged in public over the last 7 days.</p>
			<ol className="book-grid popular-books">
				{data.books.map(({ book, readers }) => (
					<li key={book.id} className="book-tile">
						<BookCover book={book} height={200} />
						<h3 className="book-tile__title">
							<Link to={bookPath(book)}>{book.title}</Link>
						</h3>
						{book.authors.length > 0 && (
							<p className="book-tile__authors">{book.authors.map((author) => author.name).join(', ')}</p>
						)}
						<p className="book-tile__meta">{countOf(readers, 'reader this week', 'readers this week')}</p>
					</li>
				))}
			</ol>
		</section>
	)
}
