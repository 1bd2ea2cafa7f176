import { useSearchParams } from 'react-router'
import { userPagePath } from '../../../shared/page-routes.ts'
import type { ReviewSort } from '../../../shared/schemas/entries.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FilterLinks } from '../../components/ui/filter-links.tsx'
import { PagedList } from '../../components/ui/paged-list.tsx'
import { MemberFrame, notFound, useMemberName } from '../profiles/member-frame.tsx'
import { useMemberReviews } from './member-diary-hooks.ts'
import { ReviewItem } from './review-item.tsx'

const SORTS: { sort: ReviewSort; label: string }[] = [
	{ sort: 'date', label: 'Date' },
	{ sort: 'rating', label: 'Rating' },
	{ sort: 'title', label: 'Title' },
]

/**
 * /u/<username>/reviews[?sort=rating|title]: that reader's reviews the viewer may see, the most recently updated
 * first, or best rated first, or by title.
 */
export function MemberReviewsPage() {
	const { username, valid } = useMemberName()
	const [params] = useSearchParams()
	const sort = SORTS.find((s) => s.sort === params.get('sort'))?.sort ?? 'date'
	const reviews = useMemberReviews(username, sort)
	const path = userPagePath(username, 'reviews')
	const choices = SORTS.map((s) => ({
		label: s.label,
		to: s.sort === 'date' ? path : `${path}?sort=${s.sort}`,
		current: s.sort === sort,
	}))
	return (
		<MemberFrame
			username={username}
			page="reviews"
			title={`Reviews by @${username}`}
			missing={!valid || notFound(reviews.error)}
		>
			<FilterLinks label="Sort the reviews" lead="Sort by" choices={choices} />
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
