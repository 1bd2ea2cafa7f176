import { Link } from 'react-router'
import { ADD_ENTRY_PATH } from '../../../shared/page-routes.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PagedList } from '../../components/ui/paged-list.tsx'
import { SectionPage } from '../shell/section-page.tsx'
import { ReviewItem } from './review-item.tsx'
import { useReviews } from './reviews-hooks.ts'

/** /nav/reviews: every entry the reader wrote a review for, the most recently updated first. */
export function ReviewsPage() {
	const reviews = useReviews()
	return (
		<SectionPage path="/nav/reviews" heading="Your Reviews">
			<PagedList
				query={reviews}
				items={(page) => page.entries}
				className="review-list"
				noun="review"
				empty={<NoReviews />}
			>
				{(entry) => <ReviewItem key={entry.id} entry={entry} />}
			</PagedList>
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
