import { useLocation, useParams } from 'react-router'
import { bookPath, isKnownPage } from '../../../shared/page-routes.ts'
import type { BookDetail } from '../../../shared/schemas/books.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { BookReviews } from '../entries/book-reviews.tsx'
import { YourReading } from '../shelves/your-reading.tsx'
import { AddToList } from '../lists/add-to-list.tsx'
import { BookCatalogueLinks } from '../book-edits/book-catalogue-links.tsx'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { AuthorLinks } from './author-links.tsx'
import { BookCover } from './book-cover.tsx'
import { CommunityRatings } from './community-ratings.tsx'
import { DescriptionSource } from './description-source.tsx'
import { describeIdentifiers, formatPublishedDate, formatSeries, languageName } from './book-format.ts'
import { useBook } from './book-hooks.ts'
import { OpenFrame } from '../shell/open-frame.tsx'
import { PlainText } from './plain-text.tsx'
import { SeriesNeighbours } from './series-neighbours.tsx'
import { useCanonicalPath } from './use-canonical-path.ts'
import { BookEditions } from './book-editions.tsx'

/** /book/<id>[/<slug>]: one book of the catalogue, for visitors and readers alike. */
export function BookPage() {
	const id = useParams().id ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const book = useBook(id, valid)
	useCanonicalPath(book.data && bookPath(book.data.book))
	if (!valid || (book.error instanceof ApiError && book.error.status === 404)) return <NotFoundPage />
	return (
		<OpenFrame>
			<div className="section-page book-page">
				<QueryState query={book}>{(data) => <BookDetails book={data.book} />}</QueryState>
			</div>
		</OpenFrame>
	)
}

function BookDetails({ book }: { book: BookDetail }) {
	const facts = [
		['Published', book.publishedDate && formatPublishedDate(book.publishedDate)],
		['Pages', book.pageCount && book.pageCount.toLocaleString('en-US')],
		['Language', book.language && languageName(book.language)],
	].filter((fact): fact is [string, string] => Boolean(fact[1]))
	const identifiers = describeIdentifiers(book.identifiers)
	return (
		<>
			<div className="book-head">
				<BookCover book={book} height={200} first />
				<div className="book-head__text">
					<PageHeader title={book.title} lead={book.subtitle} />
					<AuthorLinks authors={book.authors} className="book-head__authors" />
					{book.series && <p className="book-head__series">{formatSeries(book.series)}</p>}
					<SeriesNeighbours book={book} />
					{facts.length > 0 && (
						<dl className="book-facts">
							{facts.map(([term, value]) => (
								<div key={term}>
									<dt>{term}</dt>
									<dd>{value}</dd>
								</div>
							))}
						</dl>
					)}
				</div>
			</div>
			<YourReading book={book} />
			<AddToList book={book} />
			<BookCatalogueLinks bookId={book.id} title={book.title} />
			<section className="book-section" aria-labelledby="book-about">
				<h2 id="book-about">About this book</h2>
				{book.description ? (
					<>
						<PlainText text={book.description} />
						<DescriptionSource source={book.descriptionSource} />
					</>
				) : (
					<p className="muted">This catalogue has no description of this book yet.</p>
				)}
			</section>
			{book.subjects.length > 0 && (
				<section className="book-section" aria-labelledby="book-subjects">
					<h2 id="book-subjects">Subjects</h2>
					<ul className="subject-list">
						{book.subjects.map((subject) => (
							<li key={subject}>{subject}</li>
						))}
					</ul>
				</section>
			)}
			<BookEditions book={book} />
			<CommunityRatings bookId={book.id} />
			<BookReviews bookId={book.id} />
			{identifiers.length > 0 && (
				<section className="book-section" aria-labelledby="book-identifiers">
					<h2 id="book-identifiers">Identifiers</h2>
					<dl className="details-list">
						{identifiers.map((identifier) => (
							<div key={`${identifier.scheme}:${identifier.value}`}>
								<dt>{identifier.label}</dt>
								<dd>{identifier.href ? <a href={identifier.href}>{identifier.value}</a> : identifier.value}</dd>
							</div>
						))}
					</dl>
				</section>
			)}
		</>
	)
}
