import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PagedList } from '../../components/ui/paged-list.tsx'
import { MemberFrame, notFound, useMemberName } from '../profiles/member-frame.tsx'
import { useMemberReviews } from './member-diary-hooks.ts'
import { ReviewItem } from './review-item.tsx'

/** /u/<username>/reviews: that reader's reviews the viewer may see, the most recently updated first. */
export function MemberReviewsPage() {
	const { username, valid } = useMemberName()
	const reviews = useMemberReviews(username)
	return (
		<MemberFrame
			username={username}
			page="reviews"
			title={`Reviews by @${username}`}
			missing={!valid || notFound(reviews.error)}
		>
			<PagedList
				query={reviews}
				items={(page) => page.entries}
				className="review-list"
				noun="review"
				empty={
					<EmptyState title="No reviews to show">
						<p>@{username} has written no reviews that you can see.</p>
					</EmptyState>
				}
			>
				{(entry) => <ReviewItem key={entry.id} entry={entry} />}
			</PagedList>
		</MemberFrame>
	)
}
