import type { SourceRating } from '../../../shared/schemas/series.ts'
import { Stars } from '../../components/ui/stars.tsx'
import { useCommunity } from './series-hooks.ts'

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/**
 * Catalogues' own ratings, each under its source's name ('Goodreads readers (goodbooks-10k)'), apart from the
 * ratings of Dogear's readers; nothing when no catalogue rated the book.
 */
export function CommunityRatings({ bookId }: { bookId: string }) {
	const community = useCommunity(bookId)
	const ratings = community.data?.ratings ?? []
	if (ratings.length === 0) return null
	return (
		<section className="book-section" aria-labelledby="book-community-ratings">
			<h2 id="book-community-ratings">From other catalogues</h2>
			<ul className="community-ratings">
				{ratings.map((rating) => (
					<li key={rating.source}>
						<SourceLine rating={rating} />
					</li>
				))}
			</ul>
		</section>
	)
}

function SourceLine({ rating }: { rating: SourceRating }) {
	const count = rating.count === 1 ? '1 rating' : `${compact.format(rating.count)} ratings`
	return (
		<p>
			{rating.label}: <strong>{rating.average.toFixed(2)}</strong> <Stars rating={rating.average} /> from {count}
		</p>
	)
}
