import { useEffect, useRef } from 'react'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { SectionPage } from '../shell/section-page.tsx'
import { FollowRequestsLink } from './follow-requests-link.tsx'
import { NotificationItem } from './notification-item.tsx'
import { useMarkRead, useNotifications } from './notification-hooks.ts'

const counted = (n: number) => (n === 1 ? '1 notification' : `${n.toLocaleString('en-US')} notifications`)

/**
 * /nav/notifications: what others did to the reader and theirs, newest first. Opening the page marks them all
 * read (once the list has come, so what was new stays marked New on this visit) and clears the menu's count.
 */
export function NotificationsPage() {
	const notifications = useNotifications()
	const markRead = useMarkRead()
	const marked = useRef(false)
	const loaded = notifications.isSuccess
	useEffect(() => {
		if (!loaded || marked.current) return
		marked.current = true
		markRead.mutate()
	}, [loaded, markRead])
	return (
		<SectionPage path="/nav/notifications">
			<FollowRequestsLink />
			<FormAlert
				message={markRead.isError ? `Your notifications could not be marked read: ${markRead.error.message}` : null}
			/>
			<QueryState query={notifications}>
				{(data) => {
					const items = data.pages.flatMap((page) => page.notifications)
					if (items.length === 0) return <NoNotifications />
					return (
						<>
							<ol className="notification-list">
								{items.map((n) => (
									<NotificationItem key={n.id} notification={n} />
								))}
							</ol>
							<LoadMore pager={notifications} shown={`Showing ${counted(items.length)}.`} />
						</>
					)
				}}
			</QueryState>
		</SectionPage>
	)
}

function NoNotifications() {
	return (
		<EmptyState title="Nothing new">
			<p>When readers follow you, like your reviews or lists, or comment on your reads, you will find it here.</p>
		</EmptyState>
	)
}
