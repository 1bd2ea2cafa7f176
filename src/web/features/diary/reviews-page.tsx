import { Link } from 'react-router'
import { ADD_ENTRY_PATH } from '../../../shared/page-routes.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { SectionPage } from '../shell/section-page.tsx'
import { ReviewItem } from './review-item.tsx'
import { useReviews } from './reviews-hooks.ts'

/** /nav/reviews: every entry the reader wrote a review for, the most recently updated first. */
export function ReviewsPage() {
	const reviews = useReviews()
	return (
		<SectionPage path="/nav/reviews" heading="Your Reviews">
			<QueryState query={reviews}>
				{(data) => {
					const entries = data.pages.flatMap((page) => page.entries)
					if (entries.length === 0) return <NoReviews />
					return (
						<>
							<ol className="review-list">
								{entries.map((entry) => (
									<ReviewItem key={entry.id} entry={entry} />
								))}
							</ol>
							<LoadMore
								pager={reviews}
								shown={`Showing ${entries.length === 1 ? '1 review' : `${entries.length.toLocaleString('en-US')} reviews`}.`}
							/>
						</>
					)
				}}
			</QueryState>
		</SectionPage>
	)
}

function NoReviews() {
	return (
		<EmptyState title="No reviews yet">
			<p>When you log a book and write a few words about it, your review appears here, most recently updated first.</p>
			<p>
				<Link to={ADD_ENTRY_PATH}>Log a book and review it</Link>
			</p>
		</EmptyState>
	)
}
