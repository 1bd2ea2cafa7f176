import { Link } from 'react-router'
import { SectionPage } from '../sections/section-page.tsx'
import { AddEntryButton } from './add-entry-button.tsx'
import { HomeFeed } from './home-feed.tsx'
import { PopularWeek } from './popular-week.tsx'
import { PopularWithFriends } from './popular-friends.tsx'

/** /nav/home, the signed-in home: what readers log this week, what the follows log and do, and the way to log a book. */
export function PopularPage() {
	return (
		<SectionPage path="/nav/home">
			<div className="popular-page">
				<PopularWeek />
				<PopularWithFriends />
				<HomeFeed />
				<AddEntryButton />
				<p className="popular-page__stats">
					<Link to="/nav/stats">Your reading goal and stats</Link>
				</p>
			</div>
		</SectionPage>
	)
}
