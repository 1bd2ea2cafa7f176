import { Link } from 'react-router'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { RemoteFollowsSection } from './remote-follows-section.tsx'
import { FollowRequests } from './follow-requests.tsx'

/** /nav/notifications/requests: the readers asking to follow, beside the notifications that link here. */
export function FollowRequestsPage() {
	return (
		<div className="section-page">
			<PageHeader title="Follow requests" documentTitle="Follow requests" />
			<p>
				<Link to="/nav/notifications">Back to notifications</Link>
			</p>
			<FollowRequests />
			<RemoteFollowsSection which="follow-requests" />
		</div>
	)
}
