import { Link } from 'react-router'
import { bookPath } from '../../../shared/page-routes.ts'
import type { BookSummary } from '../../../shared/schemas/books.ts'
import { AuthorLinks } from '../books/author-links.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { publishedYear } from '../books/book-format.ts'

/** The book an entry is about, at the top of its forms and its page: cover, title (to the book's page), authors, year. */
export function EntryBook({ book, height }: { book: BookSummary; height: 100 | 150 }) {
	return (
		<div className="entry-book">
			<BookCover book={book} height={height} />
			<div className="entry-book__text">
				<p className="entry-book__title">
					<Link to={bookPath(book)}>{book.title}</Link>
					{book.publishedDate && <span className="entry-book__year"> ({publishedYear(book.publishedDate)})</span>}
				</p>
				{book.subtitle && <p className="entry-book__subtitle">{book.subtitle}</p>}
				<AuthorLinks authors={book.authors} className="entry-book__authors" />
			</div>
		</div>
	)
}
