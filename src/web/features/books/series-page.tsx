import { Link, useLocation, useParams } from 'react-router'
import { bookPath, isKnownPage, seriesPath } from '../../../shared/page-routes.ts'
import type { SeriesResponse } from '../../../shared/schemas/series.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { OpenFrame } from '../shell/open-frame.tsx'
import { AuthorLinks } from './author-links.tsx'
import { BookCover } from './book-cover.tsx'
import { publishedYear } from './book-format.ts'
import { useSeries } from './series-hooks.ts'
import { useCanonicalPath } from './use-canonical-path.ts'

/** /series/<book id>[/<slug>]: a series' books in order, reached through any of them. */
export function SeriesPage() {
	const id = useParams().id ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const series = useSeries(id, valid)
	useCanonicalPath(series.data && seriesPath(series.data.series))
	if (!valid || (series.error instanceof ApiError && series.error.status === 404)) return <NotFoundPage />
	return (
		<OpenFrame>
			<div className="section-page series-page">
				<QueryState query={series}>{(data) => <SeriesBooks data={data} />}</QueryState>
			</div>
		</OpenFrame>
	)
}

function SeriesBooks({ data: { series, books } }: { data: SeriesResponse }) {
	const count = books.length === 1 ? '1 book in this catalogue' : `${books.length} books in this catalogue`
	return (
		<>
			<PageHeader title={series.name} lead={`A series · ${count}`} />
			<ol className="book-grid series-books">
				{books.map((book) => (
					<li key={book.id} className="book-tile">
						<BookCover book={book} height={150} />
						<p className="book-tile__meta">{book.series?.number ? `Book ${book.series.number}` : 'Unnumbered'}</p>
						<h2 className="book-tile__title">
							<Link to={bookPath(book)}>{book.title}</Link>
						</h2>
						<AuthorLinks authors={book.authors} className="book-tile__authors" />
						{book.publishedDate && <p className="book-tile__meta">{publishedYear(book.publishedDate)}</p>}
					</li>
				))}
			</ol>
		</>
	)
}
