import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { GoalCard } from '../stats/goal-card.tsx'
import { ProfileDetails } from './profile-details.tsx'
import { useOwnProfile } from './profile-hooks.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** /nav/profile: the reader's profile as others see it (when public), with the way to edit it. */
export function OwnProfilePage() {
	const dates = useReaderTime()
	const profile = useOwnProfile()
	return (
		<div className="section-page">
			<PageHeader title="Your Profile" documentTitle="Profile" />
			<QueryState query={profile}>{(data) => <ProfileDetails profile={data} />}</QueryState>
			<GoalCard year={dates.year()} statsLink />
		</div>
	)
}
