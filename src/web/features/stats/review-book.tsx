import { Link } from 'react-router'
import { bookPath } from '../../../shared/page-routes.ts'
import type { ReviewBook } from '../../../shared/schemas/stats.ts'
import { Stars } from '../../components/ui/stars.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { formatDay } from './stats-format.ts'

/** A read of the year in review: cover, title, the day it was finished and its rating. */
export function ReviewBookCard({ read, caption }: { read: ReviewBook; caption?: string }) {
	return (
		<article className="review-book">
			<BookCover book={read.book} height={150} />
			<div className="review-book__text">
				{caption && <p className="review-book__caption">{caption}</p>}
				<h3 className="review-book__title">
					<Link to={bookPath(read.book)}>{read.book.title}</Link>
				</h3>
				<p className="review-book__day">Finished {formatDay(read.readOn)}</p>
				<Stars rating={read.rating} size="small" />
			</div>
		</article>
	)
}
