import { Link } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PagedList } from '../../components/ui/paged-list.tsx'
import { FeedLine } from './feed-item.tsx'
import { useHomeFeed } from './feed-hooks.ts'

export const FIND_PEOPLE_PATH = '/nav/search?type=user'

/** What the readers the viewer follows did, newest first, a page at a time. */
export function HomeFeed() {
	const feed = useHomeFeed()
	return (
		<section className="home-feed" aria-labelledby="home-feed">
			<h2 id="home-feed">From readers you follow</h2>
			<PagedList query={feed} items={(page) => page.items} className="feed-list" noun="update" empty={<NoFeed />}>
				{(item) => <FeedLine key={item.id} item={item} />}
			</PagedList>
		</section>
	)
}

function NoFeed() {
	return (
		<EmptyState title="Follow readers to see what they read" headingLevel={3}>
			<p>
				When readers you follow log, shelve or review books, make lists or follow others, it shows here, newest first.
			</p>
			<p>
				<Link to={FIND_PEOPLE_PATH}>Search for people to follow</Link>
			</p>
		</EmptyState>
	)
}
