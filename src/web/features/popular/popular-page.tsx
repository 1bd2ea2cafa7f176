import { Link } from 'react-router'
import { SectionPage } from '../shell/section-page.tsx'
import { AddEntryButton } from './add-entry-button.tsx'
import { useFriendsReading, useHomeFeed, usePopularWithFriends } from '../feed/feed-hooks.ts'
import { FriendsReading } from '../feed/friends-reading.tsx'
import { HomeFeed } from '../feed/home-feed.tsx'
import { PopularWeek } from './popular-week.tsx'
import { PopularWithFriends } from '../feed/popular-friends.tsx'
import { usePopularWeek } from './popular-hooks.ts'

/**
 * /nav/home, the signed-in home: what readers log this week, what the follows are reading, log and do, and the
 * way to log a book.
 */
export function PopularPage() {
	// The parts appear together: each shown as it arrived pushed the ones below it down the screen.
	const loading = [usePopularWeek(), useFriendsReading(), usePopularWithFriends(), useHomeFeed()].some(
		(query) => query.isPending,
	)
	return (
		<SectionPage path="/nav/home">
			{loading ? (
				<p className="page-loading" aria-busy="true">
					Loading…
				</p>
			) : (
				<div className="popular-page">
					<PopularWeek />
					<FriendsReading />
					<PopularWithFriends />
					<HomeFeed />
					<AddEntryButton />
					<p className="popular-page__stats">
						<Link to="/nav/stats">Your reading goal and stats</Link>
					</p>
				</div>
			)}
		</SectionPage>
	)
}
