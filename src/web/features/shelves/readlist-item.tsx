import { Link } from 'react-router'
import { bookPath } from '../../../shared/page-routes.ts'
import type { ShelfPage } from '../../../shared/schemas/shelves.ts'
import { AuthorLinks } from '../books/author-links.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { LogReadButton } from '../entries/log-read-button.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'
import { useSession } from '../site/session-hooks.ts'

/**
 * A book on a shelf: cover, title, authors, the day it went on the shelf, and, for a signed-in viewer, a way to log
 * a read of it (a visitor on a member's shelf has nowhere to log one).
 */
export function ReadlistItem({ item }: { item: ShelfPage['items'][number] }) {
	const dates = useReaderTime()
	const { book } = item
	const signedIn = Boolean(useSession().data?.user)
	return (
		<li className="readlist-item">
			<BookCover book={book} height={100} />
			<div className="readlist-item__text">
				<h2 className="readlist-item__title">
					<Link to={bookPath(book)}>{book.title}</Link>
				</h2>
				<AuthorLinks authors={book.authors} className="readlist-item__authors" />
				<p className="readlist-item__added">
					Added on <time dateTime={item.addedAt}>{dates.longDate(item.addedAt)}</time>
				</p>
				{signedIn && <LogReadButton book={book} variant="secondary" />}
			</div>
		</li>
	)
}
