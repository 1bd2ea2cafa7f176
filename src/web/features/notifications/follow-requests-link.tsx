import { Link } from 'react-router'
import { FOLLOW_REQUESTS_PATH } from '../../../shared/page-routes.ts'
import { useFollowRequests } from '../follows/follow-hooks.ts'

/**
 * Above the notifications: how many readers wait for an answer to follow, and the way to them; nothing when none
 * do. When the count could not be loaded the way is still offered, and the page says what went wrong.
 */
export function FollowRequestsLink() {
	const requests = useFollowRequests()
	const total = requests.data?.pages[0]?.total ?? 0
	if (total === 0 && !requests.isError) return null
	return (
		<p className="follow-requests-link">
			<Link to={FOLLOW_REQUESTS_PATH}>
				Follow requests
				{total > 0 && (
					<>
						{' '}
						<span className="unread-badge">
							{total.toLocaleString('en-US')}
							<span className="visually-hidden"> waiting</span>
						</span>
					</>
				)}
			</Link>
		</p>
	)
}
