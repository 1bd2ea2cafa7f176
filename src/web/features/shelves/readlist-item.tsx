import { Link } from 'react-router'
import { bookPath } from '../../../shared/page-routes.ts'
import type { ShelfPage } from '../../../shared/schemas/shelves.ts'
import { AuthorLinks } from '../books/author-links.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { LogReadButton } from '../entries/log-read-button.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** A book on the readlist: cover, title, authors, the day it went on the shelf, and a way to log a read of it. */
export function ReadlistItem({ item }: { item: ShelfPage['items'][number] }) {
	const dates = useReaderTime()
	const { book } = item
	return (
		<li className="readlist-item">
			<BookCover bookId={book.id} height={100} />
			<div className="readlist-item__text">
				<h2 className="readlist-item__title">
					<Link to={bookPath(book)}>{book.title}</Link>
				</h2>
				<AuthorLinks authors={book.authors} className="readlist-item__authors" />
				<p className="readlist-item__added">
					Added on <time dateTime={item.addedAt}>{dates.longDate(item.addedAt)}</time>
				</p>
				<LogReadButton book={book} variant="secondary" />
			</div>
		</li>
	)
}
