import type { RatingSummary } from '../../../shared/schemas/entries.ts'
import { Stars } from '../../components/ui/stars.tsx'
import { bucketLabel, countOf } from '../shelves/reading-format.ts'

/** The average (two decimals) with its stars and count, and how many gave each half star, five stars first. */
export function BookRatings({ ratings }: { ratings: RatingSummary }) {
	if (ratings.average === null || ratings.count === 0)
		return <p className="muted">Nobody you can see has rated this book yet.</p>
	const most = Math.max(...ratings.histogram)
	const buckets = ratings.histogram.map((count, index) => ({ count, index })).reverse()
	return (
		<div className="book-ratings">
			<p className="book-ratings__average">
				<span className="book-ratings__number">{ratings.average.toFixed(2)}</span>
				<Stars rating={ratings.average} size="large" />
				<span className="muted">{countOf(ratings.count, 'rating', 'ratings')}</span>
			</p>
			<table className="rating-histogram">
				<caption className="visually-hidden">Ratings by stars</caption>
				<thead className="visually-hidden">
					<tr>
						<th scope="col">Stars</th>
						<th scope="col">Ratings</th>
					</tr>
				</thead>
				<tbody>
					{buckets.map(({ count, index }) => (
						<tr key={index}>
							<th scope="row">{bucketLabel(index)}</th>
							<td>
								<span
									className="rating-histogram__bar"
									style={{ width: `${most ? (count / most) * 100 : 0}%` }}
									aria-hidden="true"
								/>
								<span className="rating-histogram__count">{count.toLocaleString('en-US')}</span>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
