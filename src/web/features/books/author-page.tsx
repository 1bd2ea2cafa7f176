import { Link, useLocation, useParams } from 'react-router'
import { authorPath, bookPath, isKnownPage } from '../../../shared/page-routes.ts'
import type { AuthorResponse } from '../../../shared/schemas/books.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { BookCover } from './book-cover.tsx'
import { formatLifeDates, formatSeries, publishedYear } from './book-format.ts'
import { useAuthor } from './book-hooks.ts'
import { OpenFrame } from '../shell/open-frame.tsx'
import { PlainText } from './plain-text.tsx'
import { useCanonicalPath } from './use-canonical-path.ts'

/** /author/<id>[/<slug>]: an author and their books in this catalogue, most read first. */
export function AuthorPage() {
	const id = useParams().id ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const author = useAuthor(id, valid)
	useCanonicalPath(author.data && authorPath(author.data.author))
	if (!valid || (author.error instanceof ApiError && author.error.status === 404)) return <NotFoundPage />
	return (
		<OpenFrame>
			<div className="section-page author-page">
				<QueryState query={author}>{(data) => <AuthorDetails data={data} />}</QueryState>
			</div>
		</OpenFrame>
	)
}

function AuthorDetails({ data: { author, books } }: { data: AuthorResponse }) {
	return (
		<>
			<PageHeader title={author.name} lead={formatLifeDates(author.birthDate, author.deathDate)} />
			<section className="book-section" aria-labelledby="author-bio">
				<h2 id="author-bio">About</h2>
				{author.bio ? (
					<PlainText text={author.bio} />
				) : (
					<p className="muted">This catalogue has no biography of {author.name} yet.</p>
				)}
			</section>
			<section className="book-section" aria-labelledby="author-books">
				<h2 id="author-books">Books in this catalogue</h2>
				{books.length === 0 ? (
					<p className="muted">This catalogue has no books by {author.name} yet.</p>
				) : (
					<ul className="book-grid">
						{books.map((book) => (
							<li key={book.id} className="book-tile">
								<BookCover book={book} height={150} />
								<h3 className="book-tile__title">
									<Link to={bookPath(book)}>{book.title}</Link>
								</h3>
								<p className="book-tile__meta">
									{[book.publishedDate && publishedYear(book.publishedDate), book.series && formatSeries(book.series)]
										.filter(Boolean)
										.join(' · ')}
								</p>
							</li>
						))}
					</ul>
				)}
			</section>
		</>
	)
}
