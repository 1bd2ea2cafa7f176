import { Link } from 'react-router'
import { ADD_ENTRY_PATH } from '../../../shared/page-routes.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { SectionPage } from '../shell/section-page.tsx'
import { ActivityLine } from './activity-line.tsx'
import { useActivity } from './activity-hooks.ts'

/** /nav/activity: what the reader did (logged, changed, shelved, progress), newest first. */
export function ActivityPage() {
	const activity = useActivity()
	return (
		<SectionPage path="/nav/activity" heading="Your activity">
			<QueryState query={activity}>
				{(data) => {
					const items = data.pages.flatMap((page) => page.items)
					if (items.length === 0) return <NoActivity />
					return (
						<>
							<ol className="activity-list">
								{items.map((item) => (
									<ActivityLine key={item.id} item={item} />
								))}
							</ol>
							<LoadMore
								pager={activity}
								shown={`Showing ${items.length === 1 ? '1 item' : `${items.length.toLocaleString('en-US')} items`}.`}
							/>
						</>
					)
				}}
			</QueryState>
		</SectionPage>
	)
}

function NoActivity() {
	return (
		<EmptyState title="Nothing has happened yet">
			<p>Books you log, shelve or report progress on show up here as you go, newest first.</p>
			<p>
				<Link to={ADD_ENTRY_PATH}>Log a book</Link>
			</p>
		</EmptyState>
	)
}
