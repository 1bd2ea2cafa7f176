import { Link } from 'react-router'
import { ADD_ENTRY_PATH } from '../../../shared/page-routes.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PagedList } from '../../components/ui/paged-list.tsx'
import { SectionPage } from '../shell/section-page.tsx'
import { ActivityLine } from './activity-line.tsx'
import { useActivity } from './activity-hooks.ts'

/** /nav/activity: what the reader did (logged, changed, shelved, progress), newest first. */
export function ActivityPage() {
	const activity = useActivity()
	return (
		<SectionPage path="/nav/activity" heading="Your activity">
			<PagedList
				query={activity}
				items={(page) => page.items}
				className="activity-list"
				noun="item"
				empty={<NoActivity />}
			>
				{(item) => <ActivityLine key={item.id} item={item} />}
			</PagedList>
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
