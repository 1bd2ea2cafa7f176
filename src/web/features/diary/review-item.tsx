import { Link } from 'react-router'
import { editEntryPath, entryPath } from '../../../shared/page-routes.ts'
import type { EntryView } from '../../../shared/schemas/entries.ts'
import { Stars } from '../../components/ui/stars.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { formatPublishedDate } from '../books/book-format.ts'
import { SpoilerReview } from '../entries/spoiler-review.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** One of the reader's reviews: the book, when it was logged and last changed, the stars and the text. */
export function ReviewItem({ entry }: { entry: EntryView }) {
	const dates = useReaderTime()
	const { book } = entry
	const logged = dates.longDate(entry.createdAt)
	const updated = dates.longDate(entry.updatedAt)
	const headingId = `review-${entry.id}`
	return (
		<li>
			<article className="review-item" aria-labelledby={headingId}>
				<BookCover book={book} height={100} />
				<div className="review-item__body">
					<h2 id={headingId} className="review-item__title">
						<Link to={entryPath(entry.id)}>{book.title}</Link>
					</h2>
					<p className="review-item__meta">
						{book.publishedDate && <span>Published {formatPublishedDate(book.publishedDate)}</span>}
						<span>
							Logged on <time dateTime={entry.createdAt}>{logged}</time>
						</span>
						{updated !== logged && (
							<span>
								Updated on <time dateTime={entry.updatedAt}>{updated}</time>
							</span>
						)}
					</p>
					<Stars rating={entry.rating} size="small" />
					<SpoilerReview entry={entry} />
					{entry.can.edit && (
						<p className="review-item__actions">
							<Link to={editEntryPath(entry.id)}>
								Edit<span className="visually-hidden"> your review of {book.title}</span>
							</Link>
						</p>
					)}
				</div>
			</article>
		</li>
	)
}
