import { useState } from 'react'
import { Button } from '../../components/ui/button.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { BookRatings } from './book-ratings.tsx'
import { countOf } from '../shelves/reading-format.ts'
import { type SpoilerMode, useBookEntries } from './book-entries-hooks.ts'
import { ReaderReview } from './reader-review.tsx'

/** Ratings and readers' reviews, both counting only the entries the viewer may see. */
export function BookReviews({ bookId }: { bookId: string }) {
	const [spoilers, setSpoilers] = useState<SpoilerMode>('hide')
	const entries = useBookEntries(bookId, spoilers)
	return (
		<QueryState query={entries}>
			{({ pages }) => {
				const first = pages[0]
				const reviews = pages.flatMap((page) => page.entries)
				const hidden = first?.hiddenSpoilers ?? 0
				return (
					<>
						<section className="book-section" aria-labelledby="book-ratings">
							<h2 id="book-ratings">Ratings</h2>
							{first && <BookRatings ratings={first.ratings} />}
						</section>
						<section className="book-section" aria-labelledby="book-reviews">
							<h2 id="book-reviews">Reviews</h2>
							{spoilers === 'hide' && hidden > 0 && (
								<div className="hidden-spoilers">
									<p>
										{hidden === 1
											? '1 review with spoilers is hidden'
											: `${hidden.toLocaleString('en-US')} reviews with spoilers are hidden`}
										: you have not marked this book read.
									</p>
									<Button variant="secondary" onClick={() => setSpoilers('show')}>
										Show {hidden === 1 ? 'it' : 'them'}
									</Button>
								</div>
							)}
							{reviews.length === 0 ? (
								<p className="muted">
									{hidden > 0 && spoilers === 'hide' ? 'No other reviews yet.' : 'No reviews of this book yet.'}
								</p>
							) : (
								<ul className="reader-reviews">
									{reviews.map((entry) => (
										<li key={entry.id}>
											<ReaderReview entry={entry} />
										</li>
									))}
								</ul>
							)}
							{reviews.length > 0 && (
								<LoadMore pager={entries} shown={`${countOf(reviews.length, 'review', 'reviews')} shown.`} />
							)}
						</section>
					</>
				)
			}}
		</QueryState>
	)
}
