import { Link } from 'react-router'
import { publicProfilePath, userPagePath, userShelfPath, yearInReviewPath } from '../../../shared/page-routes.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** Which of a reader's pages is open: their profile, one of USER_PAGES, a shelf, or a year in review. */
export type MemberPage =
	| 'profile'
	| 'diary'
	| 'reviews'
	| 'shelves'
	| 'lists'
	| 'stats'
	| 'year'
	| 'followers'
	| 'following'

const PAGES: { page: MemberPage; label: string; to: (username: string, year: number) => string }[] = [
	{ page: 'profile', label: 'Profile', to: publicProfilePath },
	{ page: 'diary', label: 'Diary', to: (u) => userPagePath(u, 'diary') },
	{ page: 'reviews', label: 'Reviews', to: (u) => userPagePath(u, 'reviews') },
	// The shelf a visitor most wants first: what the reader is in the middle of.
	{ page: 'shelves', label: 'Shelves', to: (u) => userShelfPath(u, 'reading') },
	{ page: 'lists', label: 'Lists', to: (u) => userPagePath(u, 'lists') },
	{ page: 'stats', label: 'Stats', to: (u) => userPagePath(u, 'stats') },
	// This year's, by the page's clock (the server's while it is taken over, so both render the same link).
	{ page: 'year', label: 'Year in review', to: (u, year) => yearInReviewPath(u, year) },
	{ page: 'followers', label: 'Followers', to: (u) => userPagePath(u, 'followers') },
	{ page: 'following', label: 'Following', to: (u) => userPagePath(u, 'following') },
]

/**
 * The row of a reader's pages under the heading of each of them (Letterboxd's member pages), each a real link;
 * the open one is marked aria-current. Shown only where the viewer may open those pages, so it hints at nothing.
 */
export function MemberNav({ username, current }: { username: string; current: MemberPage }) {
	const year = useReaderTime().year()
	return (
		<nav className="member-nav" aria-label={`@${username}’s pages`}>
			<ul>
				{PAGES.map(({ page, label, to }) => (
					<li key={page}>
						<Link
							className="member-nav__link"
							to={to(username, year)}
							aria-current={page === current ? 'page' : undefined}
						>
							{label}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
